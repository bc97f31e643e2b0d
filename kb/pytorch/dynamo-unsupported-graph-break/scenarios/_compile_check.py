"""Shared by this entry's scenarios: compile a function with a graph-counting backend and
compare it with eager execution.

The lab compiles with torch._dynamo.testing.CompileCounter, an eager backend that counts the
FX graphs Dynamo hands it. Unsupported is raised by Dynamo while it traces the Python code,
before any backend runs, so the backend does not change whether the error happens; the
readers' code uses the default backend (inductor), which would only add C++ compile time.
"""

import json

import torch
from torch._dynamo.testing import CompileCounter


def compile_and_check(fn, inputs, fullgraph=True, want_graphs=1, note=""):
    torch._dynamo.reset()
    cnt = CompileCounter()
    compiled = torch.compile(fn, backend=cnt, fullgraph=fullgraph)
    worst = 0.0
    for x in inputs:
        got, want = compiled(x.clone()), fn(x.clone())
        worst = max(worst, (got - want).abs().max().item())
    graphs = cnt.frame_count
    ok = worst < 1e-6 and (want_graphs is None or graphs == want_graphs)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": (
        f"{note}max |compiled - eager| = {worst:.3g} over {len(inputs)} inputs; "
        f"{graphs} graph(s) compiled" + ("" if want_graphs is None else f", expected {want_graphs}"))}))
