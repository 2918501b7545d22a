import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `import requests
import tensorflow as tf
from huggingface_hub import snapshot_download

# Serialize the input image the way the model expects it
IMAGE_URL = "https://storage.googleapis.com/dx-scin-public-data/dataset/images/3445096909671059178.png"
image_bytes = requests.get(IMAGE_URL, stream=True).content
input_tensor = tf.train.Example(
    features=tf.train.Features(
        feature={"image/encoded": tf.train.Feature(bytes_list=tf.train.BytesList(value=[image_bytes]))}
    )
).SerializeToString()

model = tf.saved_model.load(snapshot_download(${pyString(model.id)}))
infer = model.signatures["serving_default"]
print(infer(inputs=tf.constant([input_tensor])))`,
  ];
}
