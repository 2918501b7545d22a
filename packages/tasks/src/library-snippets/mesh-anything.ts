// MeshAnything: the model is built from the repository's own argument set, not from a hub id.
export function snippets(): string[] {
  return [
    `# Install from https://github.com/buaacyw/MeshAnything
from MeshAnything.models.meshanything import MeshAnything

# main.py of the repository shows how to build \`args\`; app.py shows a complete run
model = MeshAnything(args)`,
  ];
}
