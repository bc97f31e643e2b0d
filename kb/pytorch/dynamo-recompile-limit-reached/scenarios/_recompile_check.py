"""Shared by this entry's scenarios: call a compiled callable on a sequence of inputs, count
the graphs Dynamo compiled, and compare every output with eager execution.

The lab compiles with torch._dynamo.testing.CompileCounter (an eager backend that counts the
graphs): recompilations and the recompile limit are decided by Dynamo's guards before any
backend runs, so the backend does not change them.
"""

import json

import torch
from torch._dynamo.testing import CompileCounter


def run_and_check(make, calls, max_graphs=2, note="", **compile_kwargs):
    """make() -> (callable, eager reference callable); calls: list of argument tuples."""
    torch._dynamo.reset()
    cnt = CompileCounter()
    fn, ref = make()
    compiled = torch.compile(fn, backend=cnt, fullgraph=True, **compile_kwargs)
    worst = 0.0
    for args in calls:
        got, want = compiled(*args), ref(*args)
        worst = max(worst, (got - want).abs().max().item())
    ok = worst < 1e-5 and cnt.frame_count <= max_graphs
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": (
        f"{note}{len(calls)} calls, {cnt.frame_count} graph(s) compiled (at most {max_graphs} wanted); "
        f"max |compiled - eager| = {worst:.3g}")}))
