// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import ModelIndexPage from "./ModelIndex";

afterEach(cleanup);

/** Replaces the record box's text and submits the form. */
async function paste(text: string) {
  const user = userEvent.setup();
  const box = screen.getByLabelText(/Model record/);
  await user.clear(box);
  box.focus();
  await user.paste(text);
  await user.click(screen.getByRole("button", { name: "Show snippets" }));
}

describe("ModelIndexPage's record form", () => {
  it("moves the focus to the heading of the snippets it shows", async () => {
    render(<ModelIndexPage models={[]} />);
    await paste(JSON.stringify({ id: "timm/resnet50.a1_in1k", library_name: "timm", tags: ["timm"] }));
    const heading = await screen.findByRole("heading", { level: 3, name: "timm/resnet50.a1_in1k" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it.each(["  Qwen/Qwen2.5-7B-Instruct\n", "https://huggingface.co/Qwen/Qwen2.5-7B-Instruct/tree/main"])(
    "offers the model's page when given %j instead of JSON",
    async (text) => {
      render(<ModelIndexPage models={[]} />);
      await paste(text);
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toContain("not valid JSON");
      const link = screen.getByRole("link", { name: "/models/Qwen/Qwen2.5-7B-Instruct" });
      expect(link.getAttribute("href")).toBe("/models/Qwen/Qwen2.5-7B-Instruct");
      expect(alert.contains(link)).toBe(true);
    },
  );

  it("gives no such hint for broken JSON or for text that is no model id", async () => {
    render(<ModelIndexPage models={[]} />);
    for (const text of ["{ not json", "a b/c", "../etc/passwd"]) {
      await paste(text);
      await screen.findByRole("alert");
      expect(screen.queryByRole("link", { name: /^\/models\// }), text).toBeNull();
    }
  });
});
