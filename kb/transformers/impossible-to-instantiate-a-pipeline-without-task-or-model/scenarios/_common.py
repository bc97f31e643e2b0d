"""Helpers: a tiny local text-classification model (random weights, built here, never downloaded)."""
import json
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9", "TRANSFORMERS_VERBOSITY": "error",
                   "HF_HUB_ETAG_TIMEOUT": "2", "HF_HUB_DOWNLOAD_TIMEOUT": "2"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")

WORDS = ["the", "movie", "was", "great", "bad", "plot", "acting", "fine", "not", "good"]
TEXTS = ["the movie was great", "the plot was bad", "acting not good"]


def parse_remedy(known):
    if "--remedy" not in sys.argv:
        return None
    i = sys.argv.index("--remedy")
    remedy = sys.argv[i + 1] if i + 1 < len(sys.argv) else ""
    if remedy not in known:
        print("unknown remedy %r; known: %s" % (remedy, ", ".join(known)), file=sys.stderr)
        sys.exit(2)
    return remedy


def save_tiny_classifier():
    """Write a BERT sentiment classifier folder (config, weights, tokenizer); return its path."""
    import torch
    from transformers import BertConfig, BertForSequenceClassification, BertTokenizerFast
    folder = tempfile.mkdtemp(prefix="sentiment-")
    vocab = os.path.join(folder, "vocab.txt")
    with open(vocab, "w") as f:
        f.write("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + WORDS) + "\n")
    tok = BertTokenizerFast(vocab_file=vocab)
    torch.manual_seed(0)
    cfg = BertConfig(vocab_size=len(tok), hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                     intermediate_size=32, max_position_embeddings=32, num_labels=2,
                     id2label={0: "NEGATIVE", 1: "POSITIVE"}, label2id={"NEGATIVE": 0, "POSITIVE": 1})
    BertForSequenceClassification(cfg).save_pretrained(folder)
    tok.save_pretrained(folder)
    return folder


def reference(folder):
    """Label and score of each text, computed with the model and tokenizer directly."""
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer
    tok = AutoTokenizer.from_pretrained(folder)
    model = AutoModelForSequenceClassification.from_pretrained(folder).eval()
    out = []
    with torch.no_grad():
        for t in TEXTS:
            probs = model(**tok(t, return_tensors="pt")).logits.softmax(-1)[0]
            i = int(probs.argmax())
            out.append((model.config.id2label[i], float(probs[i])))
    return out


def compare(results, ref):
    got = [(r["label"], r["score"]) for r in results]
    ok = len(got) == len(ref) and all(a[0] == b[0] and abs(a[1] - b[1]) < 1e-4 for a, b in zip(got, ref))
    return ok, "pipeline %r vs direct %r" % (got, ref)


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
