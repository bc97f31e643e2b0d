"""The program of this entry's scenarios (not a scenario): a tool that reports the version
of a distribution with pkg_resources, the way older libraries do, and the same tool ported
to importlib.metadata."""

APP_PKG_RESOURCES = '''\
import pkg_resources

print(pkg_resources.get_distribution("setuptools").version)
'''
APP_IMPORTLIB = '''\
from importlib.metadata import version

print(version("setuptools"))
'''
#: the reference: the version in the name of the setuptools-*.dist-info folder the
#: interpreter finds first on sys.path (read without setuptools or importlib.metadata)
REFERENCE = '''\
import os, sys
for d in sys.path:
    if os.path.isdir(d):
        infos = sorted(n for n in os.listdir(d) if n.startswith("setuptools-") and n.endswith(".dist-info"))
        if infos:
            print(infos[0][len("setuptools-"):-len(".dist-info")])
            break
'''
