"""Shared helper: write a checkpoint whose storages are recorded on cuda:0, as
torch.save records them for tensors that live on the first GPU.

torch.save stores, for each storage, a location tag computed by
torch.serialization.location_tag (for a tensor on the first GPU: "cuda:0"); torch.load
restores each storage to that location unless map_location says otherwise. The lab
has no GPU, so the helper writes the tag "cuda:0" for CPU storages; the values and
the file format are those of a normal torch.save.
"""
import torch
import torch.serialization as ser


def save_as_if_on_gpu(obj, f):
    original = ser.location_tag
    ser.location_tag = lambda storage: "cuda:0"
    try:
        torch.save(obj, f)
    finally:
        ser.location_tag = original
