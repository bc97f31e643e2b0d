"""Shared helper of this entry's scenarios (not a scenario): the --remedy argument, a
project folder put first on sys.path (as Python does for the folder of the script it
runs), and the check that the real peft and transformers.Trainer work."""
import os
import sys
import tempfile

os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
os.environ.setdefault("HF_HUB_OFFLINE", "1")


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def folder_first_on_path(name):
    d = os.path.join(tempfile.mkdtemp(prefix="kf-import-"), name)
    os.makedirs(d)
    sys.path.insert(0, d)
    return d


def check_trainer_and_peft():
    """Trainer is the library's class, peft is the installed package, and a LoRA model built
    with it returns the base model's logits at initialization (LoRA's B matrices start at zero)."""
    import torch
    import peft
    from peft import LoraConfig, get_peft_model
    from transformers import LlamaConfig, LlamaForCausalLM, Trainer

    torch.manual_seed(0)
    base = LlamaForCausalLM(LlamaConfig(vocab_size=48, hidden_size=32, intermediate_size=64,
                                        num_hidden_layers=1, num_attention_heads=4,
                                        num_key_value_heads=4)).eval()
    ids = torch.tensor([[1, 5, 9, 13]])
    with torch.no_grad():
        ref = base(ids).logits.clone()
        lora = get_peft_model(base, LoraConfig(r=4, target_modules=["q_proj", "v_proj"])).eval()
        out = lora(ids).logits
    real_peft = "site-packages" in (peft.__file__ or "")
    ok = Trainer.__module__ == "transformers.trainer" and real_peft and torch.allclose(out, ref, atol=1e-6)
    detail = "Trainer from %s, peft %s from %s, LoRA logits equal base logits: %s" % (
        Trainer.__module__, getattr(peft, "__version__", "?"), "site-packages" if real_peft else peft.__file__,
        torch.allclose(out, ref, atol=1e-6))
    return ok, detail
