// Unity Sentis (Inference Engine): the model file is imported as an asset of the Unity project.
export function snippets(): string[] {
  return [
    `using Unity.Sentis;
using UnityEngine;

public class RunModel : MonoBehaviour
{
    // Drag the .sentis or .onnx file of this repository onto this field in the Inspector
    public ModelAsset modelAsset;
    Worker worker;

    void Start()
    {
        Model model = ModelLoader.Load(modelAsset);
        worker = new Worker(model, BackendType.GPUCompute);
        // See the C# file of this repository for the model's inputs and outputs
    }

    void OnDisable()
    {
        worker?.Dispose();
    }
}`,
  ];
}
