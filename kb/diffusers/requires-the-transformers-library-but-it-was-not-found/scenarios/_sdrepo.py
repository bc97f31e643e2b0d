"""Helpers of this entry's scenarios (not a scenario): a tiny Stable Diffusion pipeline saved as a
local repository (no download) by the parent process, which has transformers, and the check the
child runs: the loaded pipeline's UNet and text encoder give exactly the outputs of the saved
in-memory pipeline (stored by the parent as reference tensors)."""
import json, os

import torch


def save_repo(folder):
    from diffusers import AutoencoderKL, DDIMScheduler, StableDiffusionPipeline, UNet2DConditionModel
    from transformers import CLIPTextConfig, CLIPTextModel
    torch.manual_seed(0)
    unet = UNet2DConditionModel(sample_size=8, in_channels=4, out_channels=4, layers_per_block=1,
                                block_out_channels=(8, 16), norm_num_groups=4, cross_attention_dim=16,
                                attention_head_dim=2, down_block_types=("CrossAttnDownBlock2D", "DownBlock2D"),
                                up_block_types=("UpBlock2D", "CrossAttnUpBlock2D"))
    vae = AutoencoderKL(block_out_channels=(8,), norm_num_groups=4, latent_channels=4,
                        down_block_types=("DownEncoderBlock2D",), up_block_types=("UpDecoderBlock2D",))
    te = CLIPTextModel(CLIPTextConfig(hidden_size=16, intermediate_size=32, num_attention_heads=2, num_hidden_layers=1,
                                      vocab_size=64, max_position_embeddings=16, projection_dim=16))
    pipe = StableDiffusionPipeline(vae=vae, text_encoder=te, tokenizer=None, unet=unet, scheduler=DDIMScheduler(),
                                   safety_checker=None, feature_extractor=None, requires_safety_checker=False)
    pipe.save_pretrained(folder)
    torch.save(outputs(pipe), os.path.join(folder, "reference_outputs.pt"))


def outputs(pipe):
    g = torch.Generator().manual_seed(2)
    ids = torch.randint(0, 64, (1, 6), generator=g)
    x = torch.randn(1, 4, 8, 8, generator=g)
    with torch.no_grad():
        h = pipe.text_encoder(ids).last_hidden_state
        return {"text": h, "unet": pipe.unet(x, torch.tensor([10]), encoder_hidden_states=h).sample}


def check(pipe, folder, note=""):
    ref = torch.load(os.path.join(folder, "reference_outputs.pt"))
    got = outputs(pipe)
    diff = max((got[k] - ref[k]).abs().max().item() for k in ref)
    ok = all(torch.equal(got[k], ref[k]) for k in ref)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "%smax |loaded - saved pipeline| = %.3g" % (note, diff)}))
