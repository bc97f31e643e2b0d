"""TypeError: cannot pickle '_thread.lock' object, cause: a bound method of an object that holds a
threading.Lock is sent to a multiprocessing.Pool.

A scorer keeps a threading.Lock to guard a counter, which is fine for threads. Pool.map pickles the
callable (the bound method, so the whole instance with its lock) for every chunk of tasks, whatever
the start method is, and the lock cannot be pickled.

Remedies:
  getstate-drops-lock          __getstate__ leaves the lock out, __setstate__ creates a fresh one
  module-function-plain-data   send a module-level function and plain, picklable parameters
  thread-pool-instead          run the work in threads (ThreadPoolExecutor): nothing is pickled
  fork-start-method            (dead end) multiprocessing.get_context("fork").Pool
  multiprocessing-lock         (dead end) replace threading.Lock with multiprocessing.Lock
"""
import json, sys, threading
import multiprocessing as mp
from concurrent.futures import ThreadPoolExecutor

REMEDIES = {"getstate-drops-lock", "module-function-plain-data", "thread-pool-instead",
            "fork-start-method", "multiprocessing-lock"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


class Scorer:
    """Scores documents by weighted keyword counts; counts calls under a lock."""

    def __init__(self, weights):
        self.weights = dict(weights)
        self._lock = mp.Lock() if REMEDY == "multiprocessing-lock" else threading.Lock()
        self.calls = 0

    def score(self, doc):
        with self._lock:
            self.calls += 1
        words = doc.split()
        return sum(self.weights.get(w, 0) for w in words)

    if REMEDY == "getstate-drops-lock":
        def __getstate__(self):
            state = self.__dict__.copy()
            del state["_lock"]
            return state

        def __setstate__(self, state):
            self.__dict__.update(state)
            self._lock = threading.Lock()


def score_doc(args):
    """Module-level worker: plain data in, plain data out."""
    weights, doc = args
    return sum(weights.get(w, 0) for w in doc.split())


def main():
    weights = {"error": 5, "timeout": 3, "retry": 2, "ok": -1}
    vocab = ["error", "timeout", "retry", "ok", "the", "disk", "net"]
    docs = [" ".join(vocab[(i * 7 + j * 3) % len(vocab)] for j in range(12)) for i in range(200)]
    expected = [sum(weights.get(w, 0) for w in d.split()) for d in docs]

    scorer = Scorer(weights)
    if REMEDY == "module-function-plain-data":
        with mp.Pool(2) as pool:
            got = pool.map(score_doc, [(scorer.weights, d) for d in docs])
    elif REMEDY == "thread-pool-instead":
        with ThreadPoolExecutor(max_workers=2) as ex:
            got = list(ex.map(scorer.score, docs))
    elif REMEDY == "fork-start-method":
        with mp.get_context("fork").Pool(2) as pool:
            got = pool.map(scorer.score, docs)
    else:
        with mp.Pool(2) as pool:
            got = pool.map(scorer.score, docs)

    ok = got == expected
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "%d of %d scores equal the serial reference"
                                          % (sum(a == b for a, b in zip(got, expected)), len(expected))}))


if __name__ == "__main__":
    main()
