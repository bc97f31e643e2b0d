"""'NoneType' object has no attribute 'text', cause: Element.find() found no such child.

A catalogue is read with xml.etree.ElementTree; one <book> has no <price> element (not
priced yet), book.find("price") returns None and `.text` fails.

Remedies:
  findtext-with-default           book.findtext("price") -> None for a missing price
  catch-attributeerror (dead end) try/except AttributeError and skip the book
"""
import json, sys
import xml.etree.ElementTree as ET

REMEDIES = {"findtext-with-default", "catch-attributeerror"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

XML = """<catalog>
  <book id="b1"><title>Dune</title><price>9.99</price></book>
  <book id="b2"><title>Solaris</title></book>
  <book id="b3"><title>Ubik</title><price>7.50</price></book>
</catalog>"""

root = ET.fromstring(XML)
rows = []
for book in root.findall("book"):
    title = book.find("title").text
    if REMEDY == "findtext-with-default":
        price = book.findtext("price")
        rows.append((title, float(price) if price is not None else None))
    elif REMEDY == "catch-attributeerror":
        try:
            rows.append((title, float(book.find("price").text)))
        except AttributeError:
            continue
    else:
        rows.append((title, float(book.find("price").text)))

expected = [("Dune", 9.99), ("Solaris", None), ("Ubik", 7.5)]  # every book listed, unpriced as None
print("KNOWNFIX_CHECK " + json.dumps({"ok": rows == expected, "detail": "rows %r, expected %r" % (rows, expected)}))
