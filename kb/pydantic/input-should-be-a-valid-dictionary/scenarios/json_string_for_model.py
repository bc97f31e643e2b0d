"""A JSON string where a nested model (a dict) is expected: LLM tool-call arguments.

Chat-completion APIs return tool calls whose `arguments` is a JSON *string*. The app
validates the call with Call(name=..., arguments=<that string>) where `arguments: Args` is
a model. Pydantic does not parse JSON inside a field: "arguments / Input should be a valid
dictionary or instance of Args [type=model_type, input_value='{...}', input_type=str]"
(2.x) or "arguments / value is not a valid dict (type=type_error.dict)" (1.x).

Remedies:
  use-json-type          arguments: Json[Args], pydantic parses the string, then validates it
  validate-json-string   Args.model_validate_json(raw["arguments"]) (1.x: Args.parse_raw) before building Call

Check: the call's arguments are Args(city="Paris", days=3), with days coerced from "3".
"""

from pydantic import BaseModel, Json

from pdkit import V2, check, parse_remedy

REMEDIES = ("use-json-type", "validate-json-string")


class Args(BaseModel):
    city: str
    days: int


def build(remedy, raw):
    if remedy == "use-json-type":
        class Call(BaseModel):
            name: str
            arguments: Json[Args]
        return Call(**raw)

    class Call(BaseModel):
        name: str
        arguments: Args
    if remedy == "validate-json-string":
        args = Args.model_validate_json(raw["arguments"]) if V2 else Args.parse_raw(raw["arguments"])
        return Call(name=raw["name"], arguments=args)
    return Call(**raw)  # the string is not a dict: ValidationError


def main():
    remedy = parse_remedy(REMEDIES)
    raw = {"name": "get_weather", "arguments": '{"city": "Paris", "days": "3"}'}  # as the API returns it
    call = build(remedy, raw)
    got = (call.arguments.city, call.arguments.days)
    check(got == ("Paris", 3) and isinstance(call.arguments, Args), "arguments %r" % (call.arguments,))


if __name__ == "__main__":
    main()
