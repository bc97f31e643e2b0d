"""IsADirectoryError: [Errno 21] Is a directory, cause: an empty file name joined to a folder.

A downloader saves each URL under downloads/<last part of the URL path>. For a URL that
ends with "/", the last part is "", os.path.join("downloads", "") is "downloads/", and
open("downloads/", "wb") tries to open the folder itself for writing.

Remedies:
  derive-a-name-for-empty-parts   give URLs without a file name a real name (index.html), and
                                  reject empty names before joining
"""
import atexit, json, os, shutil, sys, tempfile
from urllib.parse import urlsplit

REMEDIES = {"derive-a-name-for-empty-parts"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-eisdir-dl-")
atexit.register(shutil.rmtree, root, True)
os.chdir(root)
os.makedirs("downloads")
pages = {
    "https://example.org/docs/guide.html": b"<h1>guide</h1>",
    "https://example.org/docs/": b"<h1>docs index</h1>",
}


def target_for(url):
    name = os.path.basename(urlsplit(url).path)
    if REMEDY == "derive-a-name-for-empty-parts":
        if not name:
            name = "index.html"
        if name in (".", ".."):
            raise ValueError("unsafe file name from %r" % url)
    return os.path.join("downloads", name)


for url, body in pages.items():
    with open(target_for(url), "wb") as f:
        f.write(body)

got = {n: open(os.path.join("downloads", n), "rb").read().decode() for n in sorted(os.listdir("downloads"))}
expected = {"guide.html": "<h1>guide</h1>", "index.html": "<h1>docs index</h1>"}
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "saved %r" % (got,)}))
