"""Embedding(input_dim=len(word_index)) for word ids that start at 1.

Keras' Tokenizer (and most vocabularies that keep 0 for padding) numbers the words 1..V. With
Embedding(V, ...) the valid ids are 0..V-1, so the last word's id fails: "InvalidArgumentError:
... indices[3,5] = 20 is not in [0, 20)".

Remedies:
  input-dim-vocab-plus-one   Embedding(len(word_index) + 1, ...)

Check: training accuracy >= 0.95 (label: a given word occurs in the sequence).
"""

from _common import accuracy, classifier, emit, parse_remedy, seed, token_data

REMEDIES = ("input-dim-vocab-plus-one",)
VOCAB = 20


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    X, y = token_data(vocab=VOCAB)
    word_index = {f"w{i}": i for i in range(1, VOCAB + 1)}   # what Tokenizer.word_index looks like
    input_dim = len(word_index)
    if remedy == "input-dim-vocab-plus-one":
        input_dim = len(word_index) + 1
    model = classifier(input_dim)
    model.fit(X, y, epochs=20, batch_size=32, verbose=0)
    acc = accuracy(model, X, y)
    emit(acc >= 0.95, f"training accuracy {acc:.3f} with input_dim={input_dim} (needed >= 0.95)")


if __name__ == "__main__":
    main()
