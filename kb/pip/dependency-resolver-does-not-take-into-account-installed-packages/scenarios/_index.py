"""The local wheels both scenarios install from (not a scenario).

libcore 1.0 has parse(); libcore 2.0 renamed it to parse_text(). appa 1.0 pins libcore==1.0,
appa 1.1 works with either (libcore>=1.0,<3). appb 1.0 needs libcore>=2.0.
appc 1.0 needs libcore==1.0 and libfmt>=1.0; libfmt has 1.0 and 1.1.
"""
from pipkit import make_wheel


def build_index(links):
    make_wheel(links, "libcore", "1.0", {"libcore/__init__.py": "VERSION = '1.0'\n\ndef parse(s):\n    return s.split(',')\n"})
    make_wheel(links, "libcore", "2.0", {"libcore/__init__.py": "VERSION = '2.0'\n\ndef parse_text(s):\n    return s.split(',')\n"})
    make_wheel(links, "appa", "1.0", {"appa/__init__.py": "import libcore\n\ndef run():\n    return len(libcore.parse('a,b,c'))\n"},
               requires=["libcore==1.0"])
    make_wheel(links, "appa", "1.1", {"appa/__init__.py": "import libcore\n\ndef run():\n    f = getattr(libcore, 'parse_text', None) or libcore.parse\n    return len(f('a,b,c'))\n"},
               requires=["libcore>=1.0,<3"])
    make_wheel(links, "appb", "1.0", {"appb/__init__.py": "import libcore\n\ndef run():\n    return len(libcore.parse_text('x,y'))\n"},
               requires=["libcore>=2.0"])
    make_wheel(links, "libfmt", "1.0", {"libfmt/__init__.py": "def join(xs):\n    return ';'.join(xs)\n"})
    make_wheel(links, "libfmt", "1.1", {"libfmt/__init__.py": "def join(xs):\n    return ';'.join(xs)\n"})
    make_wheel(links, "appc", "1.0", {"appc/__init__.py": "import libcore, libfmt\n\ndef run():\n    return libfmt.join(libcore.parse('p,q'))\n"},
               requires=["libcore==1.0", "libfmt>=1.0"])
