"""Shared helper of this entry's scenarios (not a scenario): a tiny Llama built from a
config (nothing is downloaded), the --remedy argument, and the check that a loaded model
holds exactly the weights that were saved."""
import os
import sys
import tempfile

os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

import torch
from transformers import LlamaConfig, LlamaForCausalLM


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def tiny_model():
    torch.manual_seed(0)
    cfg = LlamaConfig(vocab_size=48, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=4, max_position_embeddings=32)
    return LlamaForCausalLM(cfg).eval()


def workdir(name):
    d = os.path.join(tempfile.mkdtemp(prefix="kf-ckpt-"), name)
    os.makedirs(d)
    return d


def same_weights(loaded, original):
    """Every tensor of the original state dict is present and bit-identical, and the logits agree."""
    a, b = loaded.state_dict(), original.state_dict()
    missing = [k for k in b if k not in a]
    differ = [k for k in b if k in a and not torch.equal(a[k], b[k])]
    ids = torch.tensor([[1, 5, 9, 13, 2]])
    with torch.no_grad():
        same_logits = torch.allclose(loaded.eval()(ids).logits, original(ids).logits, atol=1e-6)
    ok = not missing and not differ and same_logits
    detail = "%d tensors compared, %d missing, %d differ, logits equal: %s" % (len(b), len(missing), len(differ), same_logits)
    if differ:
        detail += " (first differing: %s)" % differ[0]
    return ok, detail
