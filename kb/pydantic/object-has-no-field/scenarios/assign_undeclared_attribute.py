"""Assigning an attribute the model does not declare.

An extension sets `unit.batch_mask_dir = path` on a ControlNet unit object that became a
pydantic model without that field (the shape of Mikubill/sd-webui-controlnet#2863).
pydantic (1.x and 2.x alike) refuses: ValueError '"ControlNetUnit" object has no field
"batch_mask_dir"'.

Remedies:
  declare-the-field      batch_mask_dir: Optional[str] = None on the model
  allow-extra-attributes extra="allow": undeclared attributes are stored (and dumped) as extras

Check: after the assignment the unit reports the path back, and the model still validates
its declared field (weight "0.5" -> 0.5).
"""

from typing import Optional

from pydantic import BaseModel

from pdkit import V2, check, parse_remedy

REMEDIES = ("declare-the-field", "allow-extra-attributes")


def define(remedy):
    if remedy == "declare-the-field":
        class ControlNetUnit(BaseModel):
            weight: float = 1.0
            batch_mask_dir: Optional[str] = None
    elif remedy == "allow-extra-attributes":
        if V2:
            from pydantic import ConfigDict

            class ControlNetUnit(BaseModel):
                model_config = ConfigDict(extra="allow")
                weight: float = 1.0
        else:
            class ControlNetUnit(BaseModel):
                weight: float = 1.0

                class Config:
                    extra = "allow"
    else:
        class ControlNetUnit(BaseModel):
            weight: float = 1.0
    return ControlNetUnit


def main():
    remedy = parse_remedy(REMEDIES)
    ControlNetUnit = define(remedy)
    unit = ControlNetUnit(weight="0.5")
    unit.batch_mask_dir = "/data/masks"  # ValueError unless the model accepts it
    ok = unit.batch_mask_dir == "/data/masks" and unit.weight == 0.5
    check(ok, "batch_mask_dir %r, weight %r" % (unit.batch_mask_dir, unit.weight))


if __name__ == "__main__":
    main()
