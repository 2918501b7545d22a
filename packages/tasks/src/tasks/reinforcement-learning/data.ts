import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "edbeeching/decision_transformer_gym_replay",
      description:
        "Recorded trajectories (observations, actions, rewards) of agents in MuJoCo Gym environments such as HalfCheetah, Hopper and Walker2d, for offline RL and Decision Transformers.",
    },
  ],
  demo: {
    inputs: [
      {
        type: "text",
        label: "State",
        content: "The cart is near the centre of the track and the pole is tilting to the left, falling slowly.",
      },
    ],
    outputs: [
      { type: "text", label: "Action", content: "Push the cart to the left." },
      {
        type: "text",
        label: "Next state",
        content: "The cart has moved under the pole, which is back close to upright; reward +1.",
      },
    ],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "Discounted Total Reward",
      description:
        "The sum of the rewards of an episode with later rewards weighted down by a discount factor; the quantity most RL algorithms maximise.",
    },
    {
      id: "Mean Reward",
      description:
        "The average total reward over many evaluation episodes, usually reported with its standard deviation to compare agents.",
    },
    {
      id: "Level of Performance After Some Time",
      description:
        "The performance an agent reaches after a fixed budget of training steps or time, which shows how sample-efficient the learning method is.",
    },
  ],
  models: [
    {
      id: "edbeeching/decision-transformer-gym-hopper-expert",
      description:
        "A Decision Transformer trained on expert Hopper trajectories: it treats control as sequence modelling and picks actions to reach a requested return.",
    },
    {
      id: "HumanCompatibleAI/ppo-seals-CartPole-v0",
      description:
        "A PPO agent trained on the seals variant of CartPole; a small, well-understood policy that is handy for testing RL tooling.",
    },
  ],
  spaces: [
    {
      id: "ThomasSimonini/Huggy",
      description:
        "Play in the browser with Huggy, a dog agent trained with Unity ML-Agents to fetch the stick you throw.",
    },
    {
      id: "ThomasSimonini/SnowballFight",
      description: "A snowball-fight game in the browser against an agent trained with Unity ML-Agents.",
    },
  ],
  summary:
    "Reinforcement learning (RL) trains an agent to make decisions by acting in an environment and receiving rewards. At each step the agent observes a state, chooses an action, and learns from the reward and the next state which behaviour earns the most reward over time. Models on the Hub are trained agents (policies) for games, simulated robots and classic control problems.",
  widgetModels: [],
  youtubeId: "q0BiUn5LiBc",
};

export default taskData;
