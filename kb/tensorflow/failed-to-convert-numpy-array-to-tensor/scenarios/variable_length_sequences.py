"""Token sequences of different lengths put into one NumPy array.

``np.array(sequences, dtype=object)`` (or the ragged array NumPy built before 1.24 without being
asked) holds one Python list per sample; ``model.fit`` raises "Failed to convert a NumPy array to a
Tensor (Unsupported object type list)" (Keras 2) or "Invalid dtype: object" (Keras 3).

Remedies:
  pad-the-sequences      keras.utils.pad_sequences(seqs, maxlen=..., padding="post")
  astype-float32-ragged  X.astype("float32") (dead end: NumPy cannot make a rectangle of it)

Check: the padded matrix equals one padded by a plain Python loop, and an embedding classifier
that masks the padding reaches >= 0.9 training accuracy (label: token 7 occurs in the sequence).
"""

import numpy as np

from _common import ACCURACY_NEEDED, accuracy, emit, parse_remedy, seed

REMEDIES = ("pad-the-sequences", "astype-float32-ragged")
MAXLEN, VOCAB = 12, 20


def data():
    rng = np.random.default_rng(5)
    seqs, labels = [], []
    for i in range(240):
        n = int(rng.integers(3, MAXLEN + 1))
        s = [int(t) for t in rng.integers(1, VOCAB, size=n) if t != 7]
        has = i % 2 == 0
        if has:
            s[int(rng.integers(0, len(s)))] = 7
        seqs.append(s)
        labels.append(int(has))
    return seqs, np.array(labels)


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    seqs, y = data()
    X = np.array(seqs, dtype=object)
    if remedy == "pad-the-sequences":
        X = keras.utils.pad_sequences(seqs, maxlen=MAXLEN, padding="post")
    elif remedy == "astype-float32-ragged":
        X = X.astype("float32")
    model = keras.Sequential([
        keras.Input(shape=(MAXLEN,)),
        keras.layers.Embedding(VOCAB, 8, mask_zero=True),
        keras.layers.GlobalMaxPooling1D(),
        keras.layers.Dense(2, activation="softmax"),
    ])
    model.compile(optimizer=keras.optimizers.Adam(0.05), loss="sparse_categorical_crossentropy")
    model.fit(X, y, epochs=30, batch_size=32, verbose=0)
    ref = np.zeros((len(seqs), MAXLEN), dtype="int32")
    for i, s in enumerate(seqs):
        ref[i, :len(s)] = s[:MAXLEN]
    same = np.array_equal(np.asarray(X), ref)
    acc = accuracy(model, X, y)
    emit(same and acc >= ACCURACY_NEEDED,
         f"padded matrix equals the loop-padded reference: {same}; training accuracy {acc:.3f} "
         f"(needed >= {ACCURACY_NEEDED})")


if __name__ == "__main__":
    main()
