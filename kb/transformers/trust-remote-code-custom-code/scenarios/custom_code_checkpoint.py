"""Cause checkpoint-needs-custom-code: config.json of the checkpoint has an auto_map that
points at .py files shipped with the weights (a remote-code architecture, or a fine-tuned
copy saved from one), and AutoModel.from_pretrained runs without trust_remote_code and
without a terminal to ask on, so transformers refuses to import that code.

Remedies:
  register-local-classes        import the architecture from the project's own package and
                                register it with AutoConfig/AutoModel; no code from the
                                checkpoint folder runs
  load-with-model-class         call the project's TinyMixerModel.from_pretrained directly
  trust-remote-code-reviewed    trust_remote_code=True after reading the folder's .py files
                                (runs that code)
  trust-config-only             (dead end) trust_remote_code=True for AutoConfig only, the
                                config passed to AutoModel
The check: the loaded model has every tensor of the saved one, bit for bit, and the same
outputs; for the first two remedies, its class comes from the project package, not from
the checkpoint's files (transformers_modules).
"""
import json

import _tiny_custom as kit

remedies = {"register-local-classes", "load-with-model-class", "trust-remote-code-reviewed", "trust-config-only"}
remedy = None
if "--remedy" in kit.sys.argv:
    remedy = kit.sys.argv[kit.sys.argv.index("--remedy") + 1]
    if remedy not in remedies:
        print("unknown remedy: %s" % remedy, file=kit.sys.stderr)
        kit.sys.exit(2)

pkg = kit.make_project_package()
original, folder = kit.make_checkpoint(pkg)

from transformers import AutoConfig, AutoModel  # noqa: E402

if remedy == "register-local-classes":
    AutoConfig.register("tiny-mixer", pkg.TinyMixerConfig)
    AutoModel.register(pkg.TinyMixerConfig, pkg.TinyMixerModel)
    model = AutoModel.from_pretrained(folder)
elif remedy == "load-with-model-class":
    model = pkg.TinyMixerModel.from_pretrained(folder)
elif remedy == "trust-remote-code-reviewed":
    model = AutoModel.from_pretrained(folder, trust_remote_code=True)
elif remedy == "trust-config-only":
    config = AutoConfig.from_pretrained(folder, trust_remote_code=True)
    model = AutoModel.from_pretrained(folder, config=config)
else:
    model = AutoModel.from_pretrained(folder)

ok, detail = kit.same_weights(model, original)
if remedy in ("register-local-classes", "load-with-model-class"):
    local = type(model).__module__.startswith("tiny_custom_model.")
    ok = ok and local
    detail += "; class from the project package: %s" % local
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
