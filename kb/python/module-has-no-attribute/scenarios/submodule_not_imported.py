"""AttributeError: module 'xml' has no attribute 'dom', cause: a submodule that was never imported.

`import xml` imports only the package; its subpackages (xml.dom, xml.etree) become
attributes of it only once something imports them. The code uses xml.dom.minidom after
importing the top-level package alone.

Remedies:
  import-the-submodule   import xml.dom.minidom (or from xml.dom import minidom)
"""
import json, sys

REMEDIES = {"import-the-submodule"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

if REMEDY == "import-the-submodule":
    import xml.dom.minidom
else:
    import xml

doc = xml.dom.minidom.parseString("<cfg><item name='a'/><item name='b'/></cfg>")
names = [e.getAttribute("name") for e in doc.getElementsByTagName("item")]
print("KNOWNFIX_CHECK " + json.dumps({"ok": names == ["a", "b"], "detail": "items %r" % (names,)}))
