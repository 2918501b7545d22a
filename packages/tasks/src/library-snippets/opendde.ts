// OpenDDE: the command line downloads its own checkpoints, so the snippet names no model file.
export function snippets(): string[] {
  return [
    `pip install 'opendde[gpu]'
# Weights land in $OPENDDE_ROOT_DIR (~/.cache/opendde unless set); "doctor" checks the setup first
opendde doctor
opendde pred -i examples/input.json -o ./output -n opendde_v1`,
  ];
}
