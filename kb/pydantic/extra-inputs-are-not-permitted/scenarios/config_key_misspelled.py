"""A training config validated by a model that forbids unknown keys; the file has a typo.

The config model declares extra="forbid" so that mistakes in config files are caught.
The YAML (here a dict) says `batch_sise: 64` instead of `batch_size`. Pydantic reports
"batch_sise / Extra inputs are not permitted [type=extra_forbidden, input_value=64, ...]"
(2.x) or "batch_sise / extra fields not permitted (type=value_error.extra)" (1.x).

Remedies:
  fix-the-key-in-the-input   the config file says batch_size
  ignore-extra-keys          extra="ignore" so the error goes away (dead end)

Check: the validated config has batch_size == 64 and lr == 0.0003, the values the file
meant.
"""

from pydantic import BaseModel

from pdkit import V2, check, parse_remedy

REMEDIES = ("fix-the-key-in-the-input", "ignore-extra-keys")


def define(extra_mode):
    if V2:
        from pydantic import ConfigDict

        class TrainConfig(BaseModel):
            model_config = ConfigDict(extra=extra_mode)
            lr: float = 1e-3
            batch_size: int = 32
            epochs: int = 10
    else:
        class TrainConfig(BaseModel):
            lr: float = 1e-3
            batch_size: int = 32
            epochs: int = 10

            class Config:
                extra = extra_mode
    return TrainConfig


def main():
    remedy = parse_remedy(REMEDIES)
    loaded = {"lr": "3e-4", "batch_sise": 64, "epochs": 3}  # what yaml.safe_load gave
    if remedy == "fix-the-key-in-the-input":
        loaded = {"lr": "3e-4", "batch_size": 64, "epochs": 3}
    TrainConfig = define("ignore" if remedy == "ignore-extra-keys" else "forbid")
    cfg = TrainConfig(**loaded)
    got = (cfg.lr, cfg.batch_size, cfg.epochs)
    want = (3e-4, 64, 3)
    check(got == want, "config %r, the file meant %r" % (got, want))


if __name__ == "__main__":
    main()
