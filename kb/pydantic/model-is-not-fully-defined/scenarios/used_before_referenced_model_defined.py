"""A model with a forward reference, used before the referenced model exists.

menus.py declares `MenuEntry` with `parent: Optional["Menu"]` and creates the constant
`SKIP_ENTRY = MenuEntry(code="skip")` before `class Menu` (the shape of
s3rius/FastAPI-template#226). Pydantic 2 refuses to validate with an unresolved reference:
PydanticUserError "`MenuEntry` is not fully defined; you should define `Menu`, then call
`MenuEntry.model_rebuild()`". Pydantic 1 let that call pass and failed on the first value
for the field: ConfigError 'field "parent" not yet prepared so type is still a ForwardRef,
you might need to call MenuEntry.update_forward_refs().'

Remedies:
  define-referenced-model-first   class Menu before class MenuEntry
  rebuild-after-definition        constants after class Menu, then MenuEntry.model_rebuild()
                                  (1.x: MenuEntry.update_forward_refs())

Check: SKIP_ENTRY has no parent, and MenuEntry(code="open", parent={"title": "File"})
holds a Menu with the title "File".
"""

from _modkit import load, write_package
from pdkit import V2, check, parse_remedy

REMEDIES = ("define-referenced-model-first", "rebuild-after-definition")

HEAD = "from typing import Optional\nfrom pydantic import BaseModel\n\n"
ENTRY = 'class MenuEntry(BaseModel):\n    code: str\n    parent: Optional["Menu"] = None\n\n'
MENU = "class Menu(BaseModel):\n    title: str\n\n"
SKIP = 'SKIP_ENTRY = MenuEntry(code="skip")\n'
REBUILD = "MenuEntry.model_rebuild()\n" if V2 else "MenuEntry.update_forward_refs()\n"

SOURCES = {
    None: HEAD + ENTRY + SKIP + MENU,
    "define-referenced-model-first": HEAD + MENU + ENTRY + SKIP,
    "rebuild-after-definition": HEAD + ENTRY + MENU + REBUILD + SKIP,
}


def main():
    remedy = parse_remedy(REMEDIES)
    write_package({"menus.py": SOURCES[remedy]})
    menus = load("menus")  # pydantic 2: PydanticUserError at SKIP_ENTRY
    e = menus.MenuEntry(code="open", parent={"title": "File"})  # pydantic 1: ConfigError here
    ok = menus.SKIP_ENTRY.parent is None and isinstance(e.parent, menus.Menu) and e.parent.title == "File"
    check(ok, "skip.parent %r, open.parent %r" % (menus.SKIP_ENTRY.parent, e.parent))


if __name__ == "__main__":
    main()
