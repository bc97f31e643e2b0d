"""A whole message body validated as a dict while it is still JSON text.

A webhook handler reads the request body (a str) and calls Event.model_validate(body)
(1.x: Event.parse_obj(body)). The body is JSON text, not a dict: "Input should be a valid
dictionary or instance of Event [type=model_type, input_value='{...}', input_type=str]"
(2.x) or "__root__ / Event expected dict not str (type=type_error)" (1.x).

Remedies:
  validate-json-string   Event.model_validate_json(body) (1.x: Event.parse_raw(body))

Check: the event has kind "push" and 2 commits, count coerced from "2".
"""

from pydantic import BaseModel

from pdkit import V2, check, parse_remedy

REMEDIES = ("validate-json-string",)


class Event(BaseModel):
    kind: str
    commits: int


def main():
    remedy = parse_remedy(REMEDIES)
    body = '{"kind": "push", "commits": "2"}'  # request.body decoded to text
    if remedy == "validate-json-string":
        ev = Event.model_validate_json(body) if V2 else Event.parse_raw(body)
    else:
        ev = Event.model_validate(body) if V2 else Event.parse_obj(body)  # a str is not a dict
    check((ev.kind, ev.commits) == ("push", 2), "event %r" % (ev,))


if __name__ == "__main__":
    main()
