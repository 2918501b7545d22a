// LeRobot: SmolVLA policies are fine-tuned and run with LeRobot's command-line tools.
import type { ModelData } from "../model-data";
import { hasTag, shellQuote } from "./common";

/** The pretrained base policy: it is meant to be fine-tuned, not run on a robot as is. */
const SMOLVLA_BASE = "lerobot/smolvla_base";

export function snippets(model: ModelData): string[] {
  if (!hasTag(model, "smolvla")) return [];
  const policy = shellQuote(model.id);
  const result = [
    `# Installation options: https://github.com/huggingface/lerobot#installation
pip install 'lerobot[smolvla]'`,
    `# Fine-tune the policy on your dataset
lerobot-train \\
  --policy.path=${policy} \\
  --dataset.repo_id=lerobot/svla_so101_pickplace \\
  --batch_size=64 \\
  --steps=20000 \\
  --output_dir=outputs/train/my_smolvla \\
  --job_name=my_smolvla_training \\
  --policy.device=cuda \\
  --wandb.enable=true`,
  ];
  if (model.id !== SMOLVLA_BASE) {
    result.push(`# Run the policy on a robot while recording evaluation episodes
lerobot-record \\
  --robot.type=so101_follower \\
  --robot.port=/dev/ttyACM0 \\
  --robot.id=my_robot \\
  --robot.cameras="{ front: {type: opencv, index_or_path: 8, width: 640, height: 480, fps: 30}}" \\
  --dataset.single_task="Pick up the red cube and drop it into the box." \\
  --dataset.repo_id="\${HF_USER}/eval_smolvla" \\
  --dataset.episode_time_s=50 \\
  --dataset.num_episodes=10 \\
  --policy.path=${policy}`);
  }
  return result;
}
