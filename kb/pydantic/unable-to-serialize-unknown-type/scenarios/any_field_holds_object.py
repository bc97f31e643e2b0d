"""A field typed Any that holds an object pydantic cannot serialize (an exception).

A tracing layer records each step's output in `Step(output: Any)` and writes spans with
model_dump_json(). When a step fails, the output is the exception object (the shape of
datarobot/syftr#159 with openai.RateLimitError). Pydantic 2 serializes Any by the runtime
type and has no serializer for it: "Unable to serialize unknown type: <class
'__main__.RateLimited'>". Under pydantic 1.10 the program fails in the stdlib encoder
instead (absent there).

Remedies:
  dump-json-with-fallback   model_dump_json(fallback=repr-like function) for values pydantic cannot serialize

Check: the span JSON has the step name, and the output of the failed step is the text
"RateLimited('429 slow down')"; the successful step's dict output is kept as a dict.
"""

import json
from typing import Any

from pydantic import BaseModel

from pdkit import V2, check, parse_remedy

REMEDIES = ("dump-json-with-fallback",)


class RateLimited(Exception):
    pass


class Step(BaseModel):
    name: str
    output: Any = None


def main():
    remedy = parse_remedy(REMEDIES)
    steps = [Step(name="retrieve", output={"docs": 3}), Step(name="generate", output=RateLimited("429 slow down"))]
    if not V2:
        texts = [s.json() for s in steps]  # pydantic 1: TypeError from the stdlib encoder
    elif remedy == "dump-json-with-fallback":
        texts = [s.model_dump_json(fallback=lambda v: "%s(%r)" % (type(v).__name__, str(v))) for s in steps]
    else:
        texts = [s.model_dump_json() for s in steps]  # PydanticSerializationError for the exception
    got = [json.loads(t) for t in texts]
    want = [{"name": "retrieve", "output": {"docs": 3}}, {"name": "generate", "output": "RateLimited('429 slow down')"}]
    check(got == want, "spans %r" % (got,))


if __name__ == "__main__":
    main()
