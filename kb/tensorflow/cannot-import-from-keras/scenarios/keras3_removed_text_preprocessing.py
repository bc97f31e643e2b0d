"""keras.preprocessing.text.Tokenizer under Keras 3 (TensorFlow 2.16+).

Keras 3 removed the legacy keras.preprocessing.text module: "ModuleNotFoundError: No module named
'keras.preprocessing.text'". With Keras 2 (tf-2.15) the import works, so the error is absent there.

Remedies:
  use-textvectorization           keras.layers.TextVectorization, the Keras 3 replacement
  import-legacy-through-tf-keras  from tensorflow.keras.preprocessing.text import Tokenizer

Check: every text's ids decode, through the vocabulary the tokenizer built, to the text's own
words (lower-cased, punctuation removed, split on spaces), in order.
"""

import re

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("use-textvectorization", "import-legacy-through-tf-keras")
TEXTS = ["The cat sat on the mat.", "A dog! A dog barked at the cat?", "Mats, cats and dogs."]


def words(text):
    return re.sub(r"[^\w\s]", "", text.lower()).split()


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    if remedy == "use-textvectorization":
        import keras

        vec = keras.layers.TextVectorization(output_mode="int")
        vec.adapt(TEXTS)
        vocab = vec.get_vocabulary()
        ids = np.asarray(vec(TEXTS))
        decoded = [[str(vocab[i]) for i in row if i != 0] for row in ids]
    else:
        if remedy == "import-legacy-through-tf-keras":
            from tensorflow.keras.preprocessing.text import Tokenizer
        else:
            from keras.preprocessing.text import Tokenizer
        tok = Tokenizer()
        tok.fit_on_texts(TEXTS)
        decoded = [[tok.index_word[i] for i in row] for row in tok.texts_to_sequences(TEXTS)]
    want = [words(t) for t in TEXTS]
    emit(decoded == want, f"decoded {decoded} vs words {want}")


if __name__ == "__main__":
    main()
