"""Fields named model_* (model_name, model_id) under the protected namespace "model_".

An LLM-serving config has `model_name` and `model_id` fields. pydantic 2.0 to 2.9 protect
every `model_` prefix by default and warn: 'Field "model_name" has conflict with protected
namespace "model_"' (2.9: '... in Deployment has conflict ...'). pydantic 2.10 relaxed the
default to ("model_validate", "model_dump") (pydantic/pydantic#10441), so the lab's 2.14 does
not warn for these names on its own. To reproduce the 2.0-2.9 behaviour on 2.14, the
scenario's models derive from `OldDefaults`, a BaseModel with protected_namespaces=("model_",),
the default of those releases; pydantic 2.14 then prints its own wording, "Field
'model_name' in 'Deployment' conflicts with protected namespace 'model_'". The test session
turns warnings into errors (pytest filterwarnings = error), so the class definition fails.
pydantic 1 has no protected namespaces (absent there).

Remedies:
  clear-protected-namespaces       model_config = ConfigDict(protected_namespaces=())
  rename-field-keep-alias          llm_name: str = Field(alias="model_name") (+ populate_by_name)
  upgrade-to-pydantic-2-10         the 2.10+ default: the lab drops the emulated 2.0-2.9 default
  annotate-model-config            `model_config: ConfigDict(protected_namespaces=())`, a colon instead of
                                   `=` (dead end: pydantic/pydantic#6941)

Check: validating {"model_name": "llama-3-8b", "replicas": "2"} keeps model_name and gives
replicas == 2, model_dump() still works and returns the input keys.
"""

import warnings

warnings.simplefilter("error")  # what pytest's filterwarnings = error does

from pydantic import BaseModel, ConfigDict, Field  # noqa: E402

from pdkit import V2, check, parse_remedy  # noqa: E402

REMEDIES = ("clear-protected-namespaces", "rename-field-keep-alias", "upgrade-to-pydantic-2-10",
            "annotate-model-config")


def old_defaults():
    if not V2:
        return BaseModel

    class OldDefaults(BaseModel):  # stands for BaseModel of pydantic 2.0-2.9
        model_config = ConfigDict(protected_namespaces=("model_",))
    return OldDefaults


def define(remedy):
    Base = BaseModel if remedy == "upgrade-to-pydantic-2-10" else old_defaults()
    if remedy == "clear-protected-namespaces":
        class Deployment(Base):
            model_config = ConfigDict(protected_namespaces=())
            model_name: str
            replicas: int = 1
    elif remedy == "rename-field-keep-alias":
        class Deployment(Base):
            model_config = ConfigDict(populate_by_name=True)
            llm_name: str = Field(alias="model_name")
            replicas: int = 1
    elif remedy == "annotate-model-config":
        class Deployment(Base):
            model_config: ConfigDict(protected_namespaces=())  # an annotation, not a setting
            model_name: str
            replicas: int = 1
    else:
        class Deployment(Base):  # the warning, raised as an error here
            model_name: str
            replicas: int = 1
    return Deployment


def main():
    remedy = parse_remedy(REMEDIES)
    Deployment = define(remedy)
    data = {"model_name": "llama-3-8b", "replicas": "2"}
    d = Deployment.model_validate(data) if V2 else Deployment.parse_obj(data)
    name = d.llm_name if remedy == "rename-field-keep-alias" else d.model_name
    dumped = d.model_dump(by_alias=True) if V2 else d.dict(by_alias=True)
    ok = name == "llama-3-8b" and d.replicas == 2 and dumped == {"model_name": "llama-3-8b", "replicas": 2}
    check(ok, "name %r, replicas %r, dump %r" % (name, d.replicas, dumped))


if __name__ == "__main__":
    main()
