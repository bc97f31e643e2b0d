"""Word ids at prediction time that the training vocabulary never had.

The model was trained with a vocabulary of 20 words (ids 1..20, id 21 reserved for unknown words,
so Embedding(22)). The texts to score were encoded with a vocabulary refitted on new data, which
gave new words the ids 22..24: "indices[0,1] = 24 is not in [0, 22)" at predict().

Remedies:
  map-unknown-to-oov        ids the training vocabulary lacks become a reserved out-of-vocabulary id
  clip-ids-into-range       np.clip(ids, 0, 20) (dead end: unknown words become word 20)

Check: accuracy >= 0.9 on the new texts (label: the key word, id 20, occurs in the text).
"""

import numpy as np

from _common import accuracy, classifier, emit, parse_remedy, seed, token_data

REMEDIES = ("map-unknown-to-oov", "clip-ids-into-range")
VOCAB, KEY, OOV = 20, 20, 21            # ids 1..20 are words, 21 is reserved for unknown words


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    X, y = token_data(vocab=VOCAB, key=KEY)
    model = classifier(VOCAB + 2)        # ids 0..21: padding, the words, and the OOV slot
    model.fit(X, y, epochs=20, batch_size=32, verbose=0)

    rng = np.random.default_rng(9)
    Xn, yn = token_data(n=200, vocab=VOCAB, key=KEY, seed_=3)
    unknown = rng.random(Xn.shape) < 0.3
    Xn = np.where(unknown & (Xn != KEY), rng.integers(VOCAB + 2, VOCAB + 5, size=Xn.shape), Xn)
    if remedy == "map-unknown-to-oov":
        Xn = np.where(Xn > VOCAB, OOV, Xn)
    elif remedy == "clip-ids-into-range":
        Xn = np.clip(Xn, 0, VOCAB)
    acc = accuracy(model, Xn, yn)
    emit(acc >= 0.9, f"accuracy on the new texts {acc:.3f} (needed >= 0.9)")


if __name__ == "__main__":
    main()
