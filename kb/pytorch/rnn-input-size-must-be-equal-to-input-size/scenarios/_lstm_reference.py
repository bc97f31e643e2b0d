"""Single-layer, unidirectional nn.LSTM (batch_first=True) computed step by step from its weights, in float64."""

import torch


def lstm_by_hand(lstm, x):
    """x: (B, T, F). Returns the output sequence (B, T, H) of the LSTM equations in the PyTorch docs."""
    w_ih, w_hh = lstm.weight_ih_l0.double(), lstm.weight_hh_l0.double()
    b = (lstm.bias_ih_l0 + lstm.bias_hh_l0).double()
    B, T, _ = x.shape
    H = lstm.hidden_size
    h = torch.zeros(B, H, dtype=torch.float64)
    c = torch.zeros(B, H, dtype=torch.float64)
    outs = []
    for t in range(T):
        gates = x[:, t].double() @ w_ih.T + h @ w_hh.T + b
        i, f, g, o = gates.chunk(4, dim=1)
        c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
        h = torch.sigmoid(o) * torch.tanh(c)
        outs.append(h)
    return torch.stack(outs, dim=1)
