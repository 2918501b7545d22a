// The playground loads real chat templates by model id from the emulated Hub (files read from ../shared/corpus
// at run time) and renders them exactly as Python Jinja2 does.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Emulator, startEmulator } from "@inferkit/inference/emulator";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCEPTED_HUB_TOKEN } from "../../../packages/inference/src/emulator/stores/model-records";
import { hasJinja2, runOracle } from "../../../scripts/test-utils/jinja2-oracle";
import { hasShared, sharedPath } from "../../../scripts/test-utils/shared-dir";
import { SETTING_KEYS } from "../src/site-settings";
import { axeViolationLines, launchBrowser, screenshotDir, serveBuiltSite } from "./browser";

const corpus = (name: string) => readFileSync(sharedPath("corpus", "chat-templates", `${name}.jinja`), "utf8");

const withCorpus = hasShared("playground-by-id browser tests", "corpus", "chat-templates");
const ready = withCorpus && hasJinja2();
if (withCorpus && !ready)
  console.warn("skipping playground-by-id browser tests: /usr/bin/python3 with jinja2 not found");

/** Real templates as the Hub stores them: in tokenizer_config.json, as named templates, or in chat_template.jinja. */
function repoFiles() {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return {
    "meta-llama/Meta-Llama-3-8B-Instruct": {
      "tokenizer_config.json": json({
        bos_token: "<|begin_of_text|>",
        eos_token: "<|eot_id|>",
        chat_template: corpus("meta-llama-Meta-Llama-3-8B-Instruct"),
      }),
    },
    "NousResearch/Hermes-2-Pro-Llama-3-8B": {
      "tokenizer_config.json": json({
        bos_token: { content: "<|begin_of_text|>", lstrip: false, normalized: false },
        eos_token: "<|im_end|>",
        chat_template: [
          { name: "default", template: corpus("chatml-transformers-default") },
          { name: "tool_use", template: corpus("NousResearch-Hermes-2-Pro-Llama-3-8B-tool_use") },
        ],
      }),
    },
    "google/gemma-2-2b-it": {
      "chat_template.jinja": corpus("google-gemma-2-2b-it"),
      // transformers reads chat_template.jinja first: this one must lose.
      "tokenizer_config.json": json({
        chat_template: "{{ 'not the template transformers uses' }}",
        bos_token: { content: "<bos>" },
        eos_token: "<eos>",
        pad_token: "<pad>",
        unk_token: "<unk>",
      }),
    },
  };
}

describe.skipIf(!ready)("the playground loads templates by model id", () => {
  let emulator: Emulator;
  let browser: Browser;
  let context: BrowserContext;
  let server: { url: string; close: () => Promise<void> };
  const pageErrors: string[] = [];

  const open = async (path: string): Promise<Page> => {
    const page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(`${path}: ${error.message}`));
    await page.goto(`${server.url}${path}`);
    await page.waitForSelector("body[data-hydrated]");
    return page;
  };
  const output = (page: Page) => page.getByTestId("rendered-prompt");
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: join(screenshotDir, `playground-by-id-${name}.png`), fullPage: true });

  /** What Jinja2 renders for `template` with the page's current conversation, tokens and prompt setting. */
  async function jinja2Output(page: Page, template: string): Promise<{ output: string } | { error: string }> {
    const context: Record<string, unknown> = {
      messages: JSON.parse(await page.getByRole("textbox", { name: "Messages (JSON)" }).inputValue()),
      add_generation_prompt: await page.getByRole("checkbox", { name: "add_generation_prompt" }).isChecked(),
    };
    for (const name of ["bos_token", "eos_token", "pad_token", "unk_token"]) {
      const value = await page.getByRole("textbox", { name, exact: true }).inputValue();
      if (value !== "") context[name] = value;
    }
    const [result] = runOracle([{ template, context }]);
    if (!result) throw new Error("no oracle result");
    return result;
  }

  async function expectSameAsJinja2(page: Page, template: string): Promise<string> {
    const expected = await jinja2Output(page, template);
    if (!("output" in expected)) throw new Error(`Jinja2 raised: ${expected.error}`);
    await expect.poll(() => output(page).textContent()).toBe(expected.output);
    return expected.output;
  }

  beforeAll(async () => {
    emulator = await startEmulator({ repoFiles: repoFiles(), idleTimeoutMs: 300_000 });
    server = await serveBuiltSite();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const hub = `${emulator.url}/huggingface.co`;
    await context.addInitScript(
      ([key, url]) => localStorage.setItem(key as string, url as string),
      [SETTING_KEYS.hubUrl, hub],
    );
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await emulator?.close();
  });

  it("loads a template typed in the control, with the model's tokens, rendered as Jinja2 renders it", async () => {
    const page = await open("/playground");
    await page.getByRole("textbox", { name: "Load from a model id" }).fill("meta-llama/Meta-Llama-3-8B-Instruct");
    await page.getByRole("button", { name: "Load template" }).click();
    await expect
      .poll(() => page.getByRole("textbox", { name: "Template" }).inputValue())
      .toBe(corpus("meta-llama-Meta-Llama-3-8B-Instruct"));
    expect(await page.getByRole("textbox", { name: "bos_token", exact: true }).inputValue()).toBe("<|begin_of_text|>");
    const rendered = await expectSameAsJinja2(page, corpus("meta-llama-Meta-Llama-3-8B-Instruct"));
    expect(rendered.startsWith("<|begin_of_text|><|start_header_id|>system")).toBe(true);
    expect(new URL(page.url()).search).toBe("?model=meta-llama/Meta-Llama-3-8B-Instruct");
    expect(await axeViolationLines(page)).toEqual([]);
    await shot(page, "loaded");
    await page.close();
  });

  it("opens a named template from the address, and switches to another", async () => {
    const page = await open("/playground?model=NousResearch/Hermes-2-Pro-Llama-3-8B&template=tool_use");
    const named = page.getByRole("combobox", { name: "Named template" });
    await expect.poll(() => named.inputValue()).toBe("tool_use");
    await expectSameAsJinja2(page, corpus("NousResearch-Hermes-2-Pro-Llama-3-8B-tool_use"));
    expect(await page.getByRole("textbox", { name: "bos_token", exact: true }).inputValue()).toBe("<|begin_of_text|>");
    await shot(page, "named-template");
    await named.selectOption("default");
    await expectSameAsJinja2(page, corpus("chatml-transformers-default"));
    expect(new URL(page.url()).search).toBe("?model=NousResearch/Hermes-2-Pro-Llama-3-8B");
    expect(await axeViolationLines(page)).toEqual([]);
    await page.close();
  });

  it("prefers chat_template.jinja, and shows the template's own refusal as Jinja2 raises it", async () => {
    const page = await open("/playground?model=google/gemma-2-2b-it");
    await expect
      .poll(() => page.getByRole("textbox", { name: "Template" }).inputValue())
      .toBe(corpus("google-gemma-2-2b-it"));
    // The default conversation has a system turn, which Gemma's template refuses, in both engines.
    const refusal = await jinja2Output(page, corpus("google-gemma-2-2b-it"));
    expect(refusal).toEqual({ error: "TemplateError: System role not supported" });
    await expect.poll(() => page.locator(".render-result").textContent()).toContain("System role not supported");
    const messages = [
      { role: "user", content: "  Name a prime number.  " },
      { role: "assistant", content: "Seven." },
      { role: "user", content: "Another one?" },
    ];
    await page.getByRole("textbox", { name: "Messages (JSON)" }).fill(JSON.stringify(messages, null, 2));
    const rendered = await expectSameAsJinja2(page, corpus("google-gemma-2-2b-it"));
    expect(rendered).toContain("<start_of_turn>model\nSeven.<end_of_turn>");
    await page.close();
  });

  it("says when an id has no model, and asks for a token on a gated one", async () => {
    const page = await open("/playground?model=nobody/no-such-model");
    await expect.poll(() => page.getByRole("alert").first().textContent()).toContain("No model nobody/no-such-model");
    expect(await axeViolationLines(page)).toEqual([]);
    await shot(page, "not-found");

    await page.getByRole("textbox", { name: "Load from a model id" }).fill("meta-llama/Llama-3.2-3B-Instruct");
    await page.getByRole("button", { name: "Load template" }).click();
    await expect.poll(() => page.getByRole("alert").first().textContent()).toContain("is gated or private");
    expect(await axeViolationLines(page)).toEqual([]);
    await shot(page, "gated");
    await page.getByLabel("Access token").fill(ACCEPTED_HUB_TOKEN);
    await page.getByRole("button", { name: "Load with this token" }).click();
    await expect.poll(() => page.getByText("Loaded from meta-llama/Llama-3.2-3B-Instruct’s").count()).toBe(1);
    const sent = emulator.requests.filter((r) => r.path.startsWith("/meta-llama/Llama-3.2-3B-Instruct/resolve/"));
    expect(sent.some((r) => r.headers.authorization === `Bearer ${ACCEPTED_HUB_TOKEN}`)).toBe(true);
    expect(page.url()).not.toContain(ACCEPTED_HUB_TOKEN);
    await page.close();
  });

  it("opens from a model page's link with that model's template", async () => {
    const page = await open("/models/Qwen/Qwen2.5-7B-Instruct");
    await page.getByRole("link", { name: "Its chat template in the playground" }).click();
    await page.waitForURL("**/playground?model=Qwen/Qwen2.5-7B-Instruct");
    await page.waitForSelector("body[data-hydrated]");
    await expect.poll(() => page.getByText("Loaded from Qwen/Qwen2.5-7B-Instruct’s").count()).toBe(1);
    const template = await page.getByRole("textbox", { name: "Template" }).inputValue();
    const answer = await emulator.fetch(
      "https://huggingface.co/Qwen/Qwen2.5-7B-Instruct/resolve/main/tokenizer_config.json",
    );
    expect(template).toBe(((await answer.json()) as { chat_template: string }).chat_template);
    await expectSameAsJinja2(page, template);
    await page.close();
  });

  it("fits a phone screen", async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await phone.addInitScript(
      ([key, url]) => localStorage.setItem(key as string, url as string),
      [SETTING_KEYS.hubUrl, `${emulator.url}/huggingface.co`],
    );
    const page = await phone.newPage();
    await page.goto(`${server.url}/playground?model=NousResearch/Hermes-2-Pro-Llama-3-8B`);
    await page.waitForSelector("body[data-hydrated]");
    await expect.poll(() => output(page).textContent()).toContain("<|im_start|>assistant");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(screenshotDir, "playground-by-id-phone.png"), fullPage: true });
    await phone.close();
    expect(pageErrors).toEqual([]);
  });
});
