"""A custom torch.compile backend that rejects graphs containing an operator it cannot lower.

The backend raises NotImplementedError for torch.sin; Dynamo wraps it as
BackendCompilerFailed: backend='my_backend' raised: NotImplementedError: ...

Check: outputs equal eager for 3 inputs, and at least one graph was compiled by a backend
(the custom one or the one it delegates to), not silently run uncompiled.

Usage: python custom_backend_raises.py [--remedy ID]
"""

import argparse
import json
import sys

import torch

REMEDIES = ("delegate-unsupported-graphs", "suppress-errors")
compiled_graphs = []


def my_backend(gm, example_inputs):
    for node in gm.graph.nodes:
        if node.op == "call_function" and node.target in (torch.sin, torch.ops.aten.sin.default):
            raise NotImplementedError(f"my_backend cannot lower {node.target}")
    compiled_graphs.append(gm)
    return gm.forward


def my_backend_with_fallback(gm, example_inputs):
    try:
        return my_backend(gm, example_inputs)
    except NotImplementedError:
        fn = torch._dynamo.lookup_backend("aot_eager")(gm, example_inputs)  # a backend that can
        compiled_graphs.append(gm)
        return fn


def step(x):
    return torch.sin(x) * 2 + torch.cos(x)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    backend = my_backend_with_fallback if remedy == "delegate-unsupported-graphs" else my_backend
    if remedy == "suppress-errors":
        torch._dynamo.config.suppress_errors = True
    f = torch.compile(step, backend=backend)
    torch.manual_seed(0)
    xs = [torch.randn(5) for _ in range(3)]
    worst = max((f(x) - step(x)).abs().max().item() for x in xs)
    ok = worst < 1e-6 and len(compiled_graphs) >= 1
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"{len(compiled_graphs)} graph(s) compiled by a backend; max |compiled - eager| = {worst:.3g}"}))


if __name__ == "__main__":
    main()
