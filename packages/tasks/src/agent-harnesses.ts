// Coding agents ("harnesses") that call the Hub, and the environment variables that give each away, so
// that Hub activity can be attributed to the agent that caused it.

export interface AgentHarness {
  prettyLabel: string;
  repoUrl?: string;
  docsUrl?: string;
  description?: string;
  /**
   * Variable name → expected value: `"*"` for any non-empty value, `"prefix*"` for a value starting with
   * `prefix`, anything else for that exact value. One matching variable is enough. Harnesses without
   * any are recognised only through the standard variables.
   */
  envVars?: Record<string, string>;
}

/** Variables any tool may set to its harness id (a key of `AGENT_HARNESSES`); other values count as unknown. */
export const STANDARD_AGENT_ENV_VARS = ["AI_AGENT", "AGENT"] as const;

/**
 * Checked in this order, first match wins: an agent's own variable must come before a variable it
 * inherits from where it runs. So `cowork` precedes `claude-code` (Cowork also sets `CLAUDE_CODE`), and
 * `cursor` comes last: every agent started from Cursor's terminal inherits `CURSOR_TRACE_ID`.
 */
export const AGENT_HARNESSES = {
  antigravity: {
    prettyLabel: "Antigravity",
    docsUrl: "https://antigravity.google",
    description: "Google's agent-first development environment, driven by Gemini.",
    envVars: { ANTIGRAVITY_AGENT: "*" },
  },
  "augment-cli": {
    prettyLabel: "Augment CLI",
    repoUrl: "https://github.com/augmentcode/auggie",
    docsUrl: "https://www.augmentcode.com",
    description: "Auggie: Augment Code's agent for the terminal.",
    envVars: { AUGMENT_AGENT: "*" },
  },
  cline: {
    prettyLabel: "Cline",
    repoUrl: "https://github.com/cline/cline",
    docsUrl: "https://cline.bot",
    description: "An open-source coding agent inside VS Code.",
    envVars: { CLINE_ACTIVE: "*" },
  },
  cowork: {
    prettyLabel: "Cowork",
    docsUrl: "https://claude.com/product/cowork",
    description: "Anthropic's agent for office and research tasks, running on Claude Code.",
    envVars: { CLAUDE_CODE_IS_COWORK: "*" },
  },
  "claude-code": {
    prettyLabel: "Claude Code",
    repoUrl: "https://github.com/anthropics/claude-code",
    docsUrl: "https://code.claude.com/docs",
    description: "Anthropic's coding agent for the terminal.",
    envVars: { CLAUDECODE: "*", CLAUDE_CODE: "*" },
  },
  codex: {
    prettyLabel: "Codex",
    repoUrl: "https://github.com/openai/codex",
    docsUrl: "https://developers.openai.com/codex",
    description: "OpenAI's coding agent for the terminal.",
    envVars: { CODEX_SANDBOX: "*", CODEX_CI: "*", CODEX_THREAD_ID: "*" },
  },
  crush: {
    prettyLabel: "Crush",
    repoUrl: "https://github.com/charmbracelet/crush",
    docsUrl: "https://github.com/charmbracelet/crush",
    description: "Charm's open-source terminal coding agent.",
    envVars: { CRUSH: "*" },
  },
  "gemini-cli": {
    prettyLabel: "Gemini CLI",
    repoUrl: "https://github.com/google-gemini/gemini-cli",
    docsUrl: "https://geminicli.com",
    description: "Google's open-source Gemini agent for the terminal.",
    envVars: { GEMINI_CLI: "*" },
  },
  "github-copilot": {
    prettyLabel: "GitHub Copilot",
    docsUrl: "https://docs.github.com/copilot",
    description: "GitHub's coding assistant and agent.",
    envVars: { COPILOT_MODEL: "*", COPILOT_ALLOW_ALL: "*", COPILOT_GITHUB_TOKEN: "*" },
  },
  goose: {
    prettyLabel: "Goose",
    repoUrl: "https://github.com/aaif-goose/goose",
    docsUrl: "https://goose-docs.ai/",
    description: "An open, extensible agent started at Block, now with the Agentic AI Foundation.",
    envVars: { GOOSE_TERMINAL: "*" },
  },
  "hermes-agent": {
    prettyLabel: "Hermes Agent",
    repoUrl: "https://github.com/NousResearch/hermes-agent",
    docsUrl: "https://hermes-agent.nousresearch.com/docs",
    description: "Nous Research's terminal agent that works with many model providers.",
    envVars: { HERMES_SESSION_ID: "*" },
  },
  hi: {
    prettyLabel: "hi",
    repoUrl: "https://github.com/PipeNetwork/hi",
    docsUrl: "https://github.com/PipeNetwork/hi#readme",
    description: "A terminal coding agent in Rust that checks its own changes as it goes.",
  },
  "kilo-code": {
    prettyLabel: "Kilo Code",
    repoUrl: "https://github.com/Kilo-Org/kilocode",
    docsUrl: "https://kilocode.ai/docs",
    description: "An open-source coding agent for VS Code, JetBrains IDEs and the terminal.",
    envVars: { KILOCODE_FEATURE: "*" },
  },
  kiro: {
    prettyLabel: "Kiro",
    docsUrl: "https://kiro.dev",
    description: "An IDE from AWS that has the agent write a spec before the code.",
    envVars: { AGENT_CONTEXT_OUT: "*" },
  },
  openclaw: {
    prettyLabel: "OpenClaw",
    repoUrl: "https://github.com/openclaw/openclaw",
    docsUrl: "https://openclaw.ai",
    description: "A personal assistant you host yourself, on your own machines.",
    envVars: { OPENCLAW_SHELL: "*" },
  },
  "sandbase-harness": {
    prettyLabel: "SandBase Harness",
    repoUrl: "https://github.com/sandbaseai/sandbase-harness",
    docsUrl: "https://github.com/sandbaseai/sandbase-harness/blob/main/docs/installation.md",
    description: "A self-hosted runtime that keeps agent sessions and MCP tools alive locally.",
  },
  opencode: {
    prettyLabel: "opencode",
    repoUrl: "https://github.com/anomalyco/opencode",
    docsUrl: "https://opencode.ai",
    description: "An open-source coding agent made for the terminal.",
    envVars: { OPENCODE_CLIENT: "*" },
  },
  pi: {
    prettyLabel: "Pi",
    repoUrl: "https://github.com/earendil-works/pi",
    docsUrl: "https://pi.dev",
    description: "A small terminal coding agent that extends itself, over one API for many model providers.",
    envVars: { PI_CODING_AGENT: "*" },
  },
  replit: {
    prettyLabel: "Replit",
    docsUrl: "https://replit.com",
    description: "An online development environment with a built-in agent.",
    envVars: { REPL_ID: "*" },
  },
  trae: {
    prettyLabel: "Trae",
    docsUrl: "https://trae.ai",
    description: "ByteDance's AI code editor.",
    envVars: { TRAE_AI_SHELL_ID: "*" },
  },
  vtcode: {
    prettyLabel: "VTCode",
    repoUrl: "https://github.com/vinhnx/VTCode",
    description: "A Rust coding agent with sandboxing from the operating system and pluggable skills.",
    envVars: { VTCODE: "1" },
  },
  zed: {
    prettyLabel: "Zed",
    repoUrl: "https://github.com/zed-industries/zed",
    docsUrl: "https://zed.dev",
    description: "A fast code editor with an agent panel and a terminal.",
    envVars: { ZED_TERM: "*" },
  },
  "cursor-cli": {
    prettyLabel: "Cursor CLI",
    docsUrl: "https://cursor.com/docs/cli/overview",
    description: "Cursor's agent on the command line.",
    envVars: { CURSOR_AGENT: "*" },
  },
  cursor: {
    prettyLabel: "Cursor",
    docsUrl: "https://cursor.com",
    description: "An AI code editor.",
    envVars: { CURSOR_TRACE_ID: "*" },
  },
  devin: {
    prettyLabel: "Devin",
    docsUrl: "https://devin.ai",
    description: "Cognition's autonomous software engineering agent.",
  },
} satisfies Record<string, AgentHarness>;

export type AgentHarnessKey = keyof typeof AGENT_HARNESSES;
