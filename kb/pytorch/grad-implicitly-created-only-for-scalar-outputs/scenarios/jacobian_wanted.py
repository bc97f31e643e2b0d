"""Cause derivative-of-vector-output: the program wants dy/dx of a vector-valued
function (a Jacobian) and calls y.backward() on the vector.

The check compares the result with the analytic Jacobian of y = tanh(W x).
"""
import argparse
import json

import torch

REMEDIES = ("use-jacobian", "backward-with-ones")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
W = torch.randn(3, 4, dtype=torch.float64)


def f(inp):
    return torch.tanh(W @ inp)


x = torch.randn(4, dtype=torch.float64, requires_grad=True)
if remedy == "use-jacobian":
    jac = torch.autograd.functional.jacobian(f, x)
else:
    y = f(x)
    if remedy == "backward-with-ones":
        y.backward(torch.ones_like(y))
    else:
        y.backward()
    jac = x.grad  # what the program then uses as "the derivative"

with torch.no_grad():
    analytic = (1 - torch.tanh(W @ x) ** 2).unsqueeze(1) * W  # [3, 4]
ok = jac.shape == analytic.shape and torch.allclose(jac, analytic, atol=1e-10)
detail = "Jacobian matches the analytic one" if ok else (
    f"got a tensor of shape {list(jac.shape)} (a vector-Jacobian product), not the {list(analytic.shape)} Jacobian"
)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
