"""Shared by this entry's scenarios: a tiny BERT saved to a local folder, loaded by a path string."""

import os
import tempfile

from hubkit import check, parse_remedy, same_weights  # noqa: F401  (hubkit isolates HF_HOME)



def saved_model(folder):
    import torch
    from transformers import BertConfig, BertModel

    torch.manual_seed(0)
    model = BertModel(BertConfig(vocab_size=40, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                                 intermediate_size=32, max_position_embeddings=32))
    model.save_pretrained(folder)
    return model


def project_dir():
    d = tempfile.mkdtemp(prefix="project-")
    os.chdir(d)
    return d
