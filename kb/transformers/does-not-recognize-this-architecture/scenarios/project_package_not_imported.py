"""A checkpoint of an architecture that a project's own package registers, loaded without it.

Research code (LLaVA-style multimodal models, VLA policies, OCR models) defines its config and
model classes in the project's package and registers them with AutoConfig.register /
AutoModel.register when that package is imported; config.json then carries the project's
model_type and no auto_map. The program writes a small package "tinyvla" that does exactly
this, trains nothing, saves a TinyVla checkpoint with save_pretrained, and then loads it from a
fresh interpreter the way an evaluation script does: AutoModel.from_pretrained(folder) without
importing tinyvla. transformers does not know "tiny_vla" and raises the error.

Remedies:
  import-project-package   import the package that registers the architecture (or use its
                           own model class) before calling the Auto class
  trust-remote-code        trust_remote_code=True (dead end: config.json has no auto_map, so
                           there is no code in the checkpoint to trust)

Check: the loaded model is a TinyVlaModel and its tensors equal the saved ones exactly.

Usage: python project_package_not_imported.py [--remedy ID]
"""

import json
import os
import subprocess
import sys
import tempfile
import textwrap

from _common import check, parse_remedy

REMEDIES = ("import-project-package", "trust-remote-code")

PACKAGE = textwrap.dedent('''
    import torch
    from torch import nn
    from transformers import AutoConfig, AutoModel, PretrainedConfig, PreTrainedModel


    class TinyVlaConfig(PretrainedConfig):
        model_type = "tiny_vla"

        def __init__(self, vision_dim=12, text_dim=8, n_actions=4, **kwargs):
            self.vision_dim, self.text_dim, self.n_actions = vision_dim, text_dim, n_actions
            super().__init__(**kwargs)


    class TinyVlaModel(PreTrainedModel):
        config_class = TinyVlaConfig

        def __init__(self, config):
            super().__init__(config)
            self.vision = nn.Linear(config.vision_dim, 16)
            self.text = nn.Linear(config.text_dim, 16)
            self.policy = nn.Linear(16, config.n_actions)
            self.post_init()

        def forward(self, pixels, tokens):
            return self.policy(torch.tanh(self.vision(pixels) + self.text(tokens)))


    AutoConfig.register("tiny_vla", TinyVlaConfig)
    AutoModel.register(TinyVlaConfig, TinyVlaModel)
''')

SAVE = textwrap.dedent('''
    import sys, torch
    import tinyvla
    torch.manual_seed(0)
    model = tinyvla.TinyVlaModel(tinyvla.TinyVlaConfig())
    model.save_pretrained(sys.argv[1])
''')

LOAD = textwrap.dedent('''
    import json, sys
    from safetensors.torch import load_file
    remedy, folder = sys.argv[1], sys.argv[2]
    if remedy == "import-project-package":
        import tinyvla  # noqa: F401  registers "tiny_vla" with the Auto classes
    from transformers import AutoModel
    kwargs = {"trust_remote_code": True} if remedy == "trust-remote-code" else {}
    model = AutoModel.from_pretrained(folder, **kwargs)
    saved = load_file(folder + "/model.safetensors")
    state = model.state_dict()
    worst = max(float((state[k] - saved[k]).abs().max()) for k in saved if k in state)
    print(json.dumps({"cls": type(model).__name__, "diff": sorted(set(state) ^ set(saved)), "worst": worst}))
''')


def main():
    remedy = parse_remedy(REMEDIES)
    project = tempfile.mkdtemp(prefix="tinyvla-project-")
    with open(os.path.join(project, "tinyvla.py"), "w") as f:
        f.write(PACKAGE)
    folder = os.path.join(project, "checkpoints", "tinyvla-step100")
    env = dict(os.environ, PYTHONPATH=project)
    subprocess.run([sys.executable, "-c", SAVE, folder], env=env, check=True, timeout=300)
    out = subprocess.run([sys.executable, "-c", LOAD, remedy or "", folder], env=env, capture_output=True,
                         text=True, timeout=300)
    if out.returncode != 0:                        # the evaluation script's own traceback
        sys.stderr.write(out.stderr)
        sys.exit(out.returncode)
    res = json.loads(out.stdout.strip().splitlines()[-1])
    ok = res["cls"] == "TinyVlaModel" and not res["diff"] and res["worst"] == 0.0
    check(ok, f"{res['cls']}, names differing {res['diff']}, max |loaded - saved| = {res['worst']:.3g}")


if __name__ == "__main__":
    main()
