"""got an unexpected keyword argument 'colour', cause: a misspelt keyword.

render() declares `color`; the caller writes `colour="red"`.

Remedies:
  use-declared-name                  render(..., color="red")
  swallow-unknown-kwargs (dead end)  add **kwargs to render(): the typo is silently ignored
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"use-declared-name", "swallow-unknown-kwargs"})

if remedy == "swallow-unknown-kwargs":
    def render(text, color="black", **kwargs):
        return '<span style="color:%s">%s</span>' % (color, text)
else:
    def render(text, color="black"):
        return '<span style="color:%s">%s</span>' % (color, text)

if remedy == "use-declared-name":
    html = render("disk almost full", color="red")
else:
    html = render("disk almost full", colour="red")

expected = '<span style="color:red">disk almost full</span>'
print("KNOWNFIX_CHECK " + json.dumps({"ok": html == expected, "detail": "got %r" % html}))
