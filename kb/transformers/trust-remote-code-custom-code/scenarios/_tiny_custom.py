"""Shared helper of this entry's scenarios (not a scenario): a tiny custom architecture
written as a project package (tiny_custom_model), a checkpoint folder that ships the same
code for trust_remote_code (auto_map in config.json), and the weight check."""
import os
import sys
import tempfile
import textwrap

os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
# no terminal, as in a batch job or a notebook server: transformers cannot ask interactively
sys.stdin = open(os.devnull)

CONFIG_SRC = textwrap.dedent('''
    from transformers import PretrainedConfig


    class TinyMixerConfig(PretrainedConfig):
        model_type = "tiny-mixer"

        def __init__(self, vocab_size=32, hidden_size=16, **kwargs):
            self.vocab_size = vocab_size
            self.hidden_size = hidden_size
            super().__init__(**kwargs)
''')
MODEL_SRC = textwrap.dedent('''
    import torch
    from transformers import PreTrainedModel

    from .configuration_tiny_mixer import TinyMixerConfig


    class TinyMixerModel(PreTrainedModel):
        config_class = TinyMixerConfig

        def __init__(self, config):
            super().__init__(config)
            self.emb = torch.nn.Embedding(config.vocab_size, config.hidden_size)
            self.mix = torch.nn.Linear(config.hidden_size, config.hidden_size)
            self.post_init()

        def forward(self, input_ids):
            return torch.tanh(self.mix(self.emb(input_ids)))
''')


def make_project_package():
    """The same code as an importable package of the project (tiny_custom_model)."""
    root = tempfile.mkdtemp(prefix="kf-trc-src-")
    pkg = os.path.join(root, "tiny_custom_model")
    os.makedirs(pkg)
    with open(os.path.join(pkg, "__init__.py"), "w") as f:
        f.write("from .configuration_tiny_mixer import TinyMixerConfig\nfrom .modeling_tiny_mixer import TinyMixerModel\n")
    with open(os.path.join(pkg, "configuration_tiny_mixer.py"), "w") as f:
        f.write(CONFIG_SRC)
    with open(os.path.join(pkg, "modeling_tiny_mixer.py"), "w") as f:
        f.write(MODEL_SRC)
    sys.path.insert(0, root)
    import tiny_custom_model
    return tiny_custom_model


def make_checkpoint(pkg):
    """A checkpoint folder as the Hub ships remote-code models: weights, config.json with
    auto_map, and the .py files next to them."""
    import torch

    torch.manual_seed(0)
    model = pkg.TinyMixerModel(pkg.TinyMixerConfig())
    out = os.path.join(tempfile.mkdtemp(prefix="kf-trc-"), "tiny-mixer")
    model.config.auto_map = {"AutoConfig": "configuration_tiny_mixer.TinyMixerConfig",
                             "AutoModel": "modeling_tiny_mixer.TinyMixerModel"}
    model.save_pretrained(out)
    with open(os.path.join(out, "configuration_tiny_mixer.py"), "w") as f:
        f.write(CONFIG_SRC)
    with open(os.path.join(out, "modeling_tiny_mixer.py"), "w") as f:
        f.write(MODEL_SRC.replace("from .configuration_tiny_mixer", "from .configuration_tiny_mixer"))
    return model.eval(), out


def same_weights(loaded, original):
    import torch

    a, b = loaded.state_dict(), original.state_dict()
    differ = [k for k in b if k not in a or not torch.equal(a[k], b[k])]
    ids = torch.tensor([[1, 7, 3, 30]])
    with torch.no_grad():
        same_out = torch.equal(loaded.eval()(ids), original(ids))
    return (not differ and same_out,
            "%s from %s: %d tensors, %d differ, outputs equal: %s" % (
                type(loaded).__name__, type(loaded).__module__, len(b), len(differ), same_out))
