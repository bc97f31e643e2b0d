"""A prediction endpoint returns what the model computed: a numpy.float32 score, a numpy.int64 label and a
numpy array embedding. FastAPI's jsonable_encoder knows none of these types.

Check: GET /predict answers {"label": 3, "score": 0.75, "embedding": [0.25, 0.5, 1.0]} (values exactly
representable in float32, written here as Python literals).

Remedies:
  convert-to-python-types   .item() / .tolist() before returning
  typed-response-model      response_model with int / float / list[float] fields
  json-dumps-manually       json.dumps the result and return a Response

Usage: python numpy_values_in_response.py [--remedy ID]
"""

from _kit import parse_remedy, pip_target, report

remedy = parse_remedy(("convert-to-python-types", "typed-response-model", "json-dumps-manually"))
pip_target("numpy")

import json  # noqa: E402

import numpy as np  # noqa: E402
from fastapi import FastAPI, Response  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import BaseModel  # noqa: E402


def model_predict():
    logits = np.array([0.1, 0.2, 0.3, 0.75], dtype=np.float32)
    return {"label": np.argmax(logits), "score": logits.max(), "embedding": np.array([0.25, 0.5, 1.0], dtype=np.float32)}


class Prediction(BaseModel):
    label: int
    score: float
    embedding: list[float]


app = FastAPI()

if remedy == "typed-response-model":
    @app.get("/predict", response_model=Prediction)
    def predict():
        p = model_predict()
        return {**p, "embedding": p["embedding"].tolist()}
elif remedy == "convert-to-python-types":
    @app.get("/predict")
    def predict():
        p = model_predict()
        return {"label": p["label"].item(), "score": p["score"].item(), "embedding": p["embedding"].tolist()}
elif remedy == "json-dumps-manually":
    @app.get("/predict")
    def predict():
        return Response(json.dumps(model_predict()), media_type="application/json")
else:
    @app.get("/predict")
    def predict():
        return model_predict()

r = TestClient(app).get("/predict")
report(r.json(), {"label": 3, "score": 0.75, "embedding": [0.25, 0.5, 1.0]})
