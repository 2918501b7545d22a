// The playground's editor, output view, share links and edit safety, in Chromium against the built site.
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolationLines, launchBrowser, screenshotDir, serveBuiltSite } from "./browser";

describe("the playground editor in Chromium", () => {
  let browser: Browser;
  let context: BrowserContext;
  let server: { url: string; close: () => Promise<void> };
  const pageErrors: string[] = [];

  const open = async (path: string, on: BrowserContext = context): Promise<Page> => {
    const page = await on.newPage();
    page.on("pageerror", (error) => pageErrors.push(`${path}: ${error.message}`));
    await page.goto(`${server.url}${path}`);
    await page.waitForSelector("body[data-hydrated]");
    return page;
  };
  const templateBox = (page: Page) => page.getByRole("textbox", { name: "Template" });
  const output = (page: Page) => page.getByTestId("rendered-prompt");

  beforeAll(async () => {
    server = await serveBuiltSite();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("numbers each line level with its text, and highlights Jinja", async () => {
    const page = await open("/playground");
    await templateBox(page).fill("first\n{% if x %}\n  {{ 'yes' | upper }}\n{# note #}\n{% endif %}");
    const numbers = page.getByTestId("line-numbers").locator("span");
    await expect.poll(() => numbers.allTextContents()).toEqual(["1", "2", "3", "4", "5"]);
    // Line n of the gutter sits level with line n of the textarea (same line height, same top).
    const geometry = await page.evaluate(() => {
      const area = document.querySelector(".template-editor textarea") as HTMLTextAreaElement;
      const style = getComputedStyle(area);
      const firstLineTop = area.getBoundingClientRect().top + Number.parseFloat(style.paddingTop);
      const spans = [...document.querySelectorAll('[data-testid="line-numbers"] span')];
      return {
        lineHeight: Number.parseFloat(style.lineHeight),
        offsets: spans.map(
          (span, index) =>
            span.getBoundingClientRect().top - firstLineTop - index * Number.parseFloat(style.lineHeight),
        ),
        areaOverflows: area.scrollHeight > area.clientHeight + 1 || area.scrollWidth > area.clientWidth + 1,
      };
    });
    expect(geometry.lineHeight).toBeGreaterThan(10);
    for (const offset of geometry.offsets) expect(Math.abs(offset)).toBeLessThan(1);
    expect(geometry.areaOverflows).toBe(false);
    const highlighted = page.locator(".template-editor pre");
    expect(await highlighted.locator(".ik-tok-keyword").allTextContents()).toEqual(
      expect.arrayContaining(["{%", "if", "endif", "%}"]),
    );
    expect(await highlighted.locator(".ik-tok-string").allTextContents()).toEqual(["'yes'"]);
    expect(await highlighted.locator(".ik-tok-comment").allTextContents()).toEqual(["{# note #}"]);
    expect(await highlighted.locator(".ik-tok-function").allTextContents()).toEqual(["upper"]);
    expect(await highlighted.textContent()).toBe(`${await templateBox(page).inputValue()}\n`);
    await page.close();
  });

  it("leads from an error to its line, and lets Tab indent until Escape", async () => {
    const page = await open("/playground");
    await templateBox(page).fill("one\ntwo\n{% if %}\nfour");
    await page.getByRole("button", { name: "Go to line 3" }).click();
    const selection = await templateBox(page).evaluate((area: HTMLTextAreaElement) => [
      document.activeElement === area,
      area.value.slice(area.selectionStart, area.selectionEnd),
    ]);
    expect(selection).toEqual([true, "{% if %}"]);
    expect(await page.getByTestId("line-numbers").locator(".error").textContent()).toBe("3");
    await page.keyboard.press("Home");
    await page.keyboard.press("Tab");
    expect((await templateBox(page).inputValue()).split("\n")[2]).toBe("  {% if %}");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Tab");
    expect(await templateBox(page).evaluate((area) => document.activeElement !== area)).toBe(true);
    await page.close();
  });

  it("shows whitespace and special tokens on request, and copies the raw prompt", async () => {
    const page = await open("/playground");
    await templateBox(page).fill("{{ bos_token }}a b\tc\n{{ eos_token }}");
    await page.getByRole("textbox", { name: "bos_token", exact: true }).fill("<s>");
    await page.getByRole("textbox", { name: "eos_token", exact: true }).fill("</s>");
    const raw = "<s>a b\tc\n</s>";
    await expect.poll(() => output(page).textContent()).toBe(raw);
    expect(await output(page).locator("span").count()).toBe(0);
    await page.getByRole("checkbox", { name: "Show whitespace and special tokens" }).check();
    expect(await output(page).locator(".prompt-token").allTextContents()).toEqual(["<s>", "</s>"]);
    const marks = await output(page).evaluate((pre) =>
      [".prompt-space", ".prompt-tab", ".prompt-newline"].map((kind) => {
        const mark = pre.querySelector(kind);
        return mark ? getComputedStyle(mark, "::before").content.split(" /")[0] : null;
      }),
    );
    expect(marks).toEqual(['"·"', '"→"', '"↵"']);
    // The marks are drawn by CSS: the text is still the prompt.
    expect(await output(page).textContent()).toBe(raw);
    await page.screenshot({ path: join(screenshotDir, "playground-editor-marks-1366.png"), fullPage: true });
    await page.getByRole("button", { name: "Copy the prompt" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(raw);
    await page.close();
  });

  it("copies a link that restores the whole state in a new page", async () => {
    const page = await open("/playground");
    const template = "{% for m in messages %}{{ m.role }}: {{ m.content }}\n{% endfor %}{{ eos_token }}";
    await templateBox(page).fill(template);
    await page.getByRole("textbox", { name: "Messages (JSON)" }).fill('[{"role": "user", "content": "é 漢字"}]');
    await page.getByRole("textbox", { name: "eos_token", exact: true }).fill("<END>");
    await page.getByRole("checkbox", { name: "add_generation_prompt" }).uncheck();
    await page.getByRole("checkbox", { name: "Show whitespace and special tokens" }).check();
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Link copied" }).count()).toBe(1);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${server.url}/playground#s=[A-Za-z0-9_-]+$`));
    expect(page.url()).toBe(link);

    const copy = await open(link.slice(server.url.length));
    await expect.poll(() => templateBox(copy).inputValue()).toBe(template);
    expect(await copy.getByRole("textbox", { name: "Messages (JSON)" }).inputValue()).toBe(
      '[{"role": "user", "content": "é 漢字"}]',
    );
    expect(await copy.getByRole("textbox", { name: "eos_token", exact: true }).inputValue()).toBe("<END>");
    expect(await copy.getByRole("checkbox", { name: "add_generation_prompt" }).isChecked()).toBe(false);
    expect(await copy.getByRole("checkbox", { name: "Show whitespace and special tokens" }).isChecked()).toBe(true);
    await expect.poll(() => output(copy).textContent()).toBe("user: é 漢字\n<END>");
    await copy.close();

    const damaged = await open("/playground#s=AAAA");
    await expect.poll(() => damaged.getByRole("alert").textContent()).toContain("could not be opened");
    await damaged.close();
    await page.close();
  });

  it("asks before a starter replaces edits, and edits survive a reload", async () => {
    const page = await open("/playground");
    const starter = page.getByRole("combobox", { name: "Start from" });
    await starter.selectOption("llama3");
    expect(await page.getByRole("alertdialog").count()).toBe(0);
    await templateBox(page).fill("my own {{ messages | length }}");
    await starter.selectOption("gemma2");
    const dialog = page.getByRole("alertdialog", { name: "Replace your edited template?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await axeViolationLines(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, "playground-editor-confirm-1366.png"), fullPage: true });
    await page.keyboard.press("Escape");
    expect(await dialog.count()).toBe(0);
    expect(await templateBox(page).inputValue()).toBe("my own {{ messages | length }}");
    expect(await starter.inputValue()).toBe("llama3");

    await page.reload();
    await page.waitForSelector("body[data-hydrated]");
    await expect.poll(() => templateBox(page).inputValue()).toBe("my own {{ messages | length }}");
    await starter.selectOption("gemma2");
    await dialog.getByRole("button", { name: "Replace" }).click();
    await expect.poll(() => templateBox(page).inputValue()).toContain("<start_of_turn>");
    expect(await starter.inputValue()).toBe("gemma2");
    await page.close();
  });

  it("has no axe violation and no sideways scrolling at 1366 and 390 px", async () => {
    for (const width of [1366, 390]) {
      const viewport = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await open("/playground", viewport);
      await templateBox(page).fill(
        `${"{{ 'a very long line that must scroll inside the editor' }} ".repeat(6)}\n{% if %}`,
      );
      await page.getByRole("checkbox", { name: "Show whitespace and special tokens" }).check();
      await expect.poll(() => page.getByRole("alert").count()).toBe(1);
      expect(await axeViolationLines(page)).toEqual([]);
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
      await page.screenshot({ path: join(screenshotDir, `playground-editor-${width}.png`), fullPage: true });
      await viewport.close();
    }
    expect(pageErrors).toEqual([]);
  });
});
