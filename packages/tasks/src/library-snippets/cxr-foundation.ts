import type { ModelData } from "../model-data";

// The client library resolves the official checkpoint by name: the model record is not read.
export function snippets(_model: ModelData): string[] {
  return [
    `# pip install git+https://github.com/Google-Health/cxr-foundation.git#subdirectory=python
import requests
from PIL import Image

from clientside.clients import make_hugging_face_client

# Chest X-ray as grayscale (Stillwaterite, public domain, via Wikimedia Commons)
image_url = "https://upload.wikimedia.org/wikipedia/commons/c/c8/Chest_Xray_PA_3-8-2010.png"
img = Image.open(requests.get(image_url, headers={"User-Agent": "Demo"}, stream=True).raw).convert("L")

cxr_client = make_hugging_face_client("cxr_model")
print(cxr_client.get_image_embeddings_from_images([img]))`,
  ];
}
