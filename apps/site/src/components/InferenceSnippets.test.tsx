// @vitest-environment jsdom
import type { ModelData } from "@inferkit/tasks";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../../../scripts/test-utils/axe";
import { InferenceSnippets } from "./InferenceSnippets";

afterEach(cleanup);

const chatModel: ModelData = {
  id: "org/chat-model",
  pipeline_tag: "text-generation",
  tags: ["conversational", "text-generation"],
};
const classifier: ModelData = { id: "org/classifier", pipeline_tag: "text-classification", tags: [] };

/** The code of the snippets shown. */
const shownCode = () => screen.getAllByRole("code").map((code) => code.textContent ?? "");

describe("InferenceSnippets", () => {
  it("shows Python first, with a tab per language and per client", () => {
    render(<InferenceSnippets model={chatModel} providers={["groq", "together"]} />);
    expect(screen.getByRole("tab", { name: "Python", selected: true })).toBeTruthy();
    expect(screen.getAllByRole("tablist").map((list) => list.getAttribute("aria-label"))).toEqual([
      "Language",
      "Client",
    ]);
    expect(shownCode().join("\n")).toContain("org/chat-model");
  });

  it("rewrites the code for the provider, streaming and the organisation billed", async () => {
    const user = userEvent.setup();
    render(<InferenceSnippets model={chatModel} providers={["groq", "together"]} />);
    await user.click(screen.getByRole("tab", { name: "cURL" }));
    expect(shownCode().join("\n")).toContain("groq");
    await user.selectOptions(screen.getByRole("combobox", { name: "Provider" }), "together");
    expect(shownCode().join("\n")).toContain("together");
    expect(shownCode().join("\n")).not.toContain('"stream": true');
    await user.click(screen.getByRole("checkbox", { name: "Stream the answer" }));
    expect(shownCode().join("\n")).toContain('"stream": true');
    await user.type(screen.getByRole("textbox", { name: "Bill to organisation (optional)" }), "my-org");
    expect(shownCode().join("\n")).toContain("X-HF-Bill-To: my-org");
  });

  it("moves to the new model's first provider when the one chosen does not serve it", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<InferenceSnippets model={chatModel} providers={["groq", "together"]} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Provider" }), "together");
    rerender(<InferenceSnippets model={classifier} providers={["hf-inference"]} />);
    expect((screen.getByRole("combobox", { name: "Provider" }) as HTMLSelectElement).value).toBe("hf-inference");
    await user.click(screen.getByRole("tab", { name: "cURL" }));
    expect(shownCode().join("\n")).toContain("hf-inference/models/org/classifier");
  });

  it("offers streaming only for conversational models", () => {
    render(<InferenceSnippets model={classifier} providers={["hf-inference"]} />);
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(shownCode().join("\n")).toContain("org/classifier");
  });

  it("says so when no provider serves the model", () => {
    render(<InferenceSnippets model={classifier} providers={[]} />);
    expect(screen.getByText("No inference provider serves this model's task.")).toBeTruthy();
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("defaults to auto, lists live providers before staging ones, and shows each provider's model id", async () => {
    const user = userEvent.setup();
    const mapped = {
      ...chatModel,
      inferenceProviderMapping: [
        { provider: "together", providerId: "org/chat-turbo", status: "live", task: "conversational" },
        { provider: "groq", providerId: "chat-8b", status: "staging", task: "conversational" },
      ],
    } as ModelData;
    render(<InferenceSnippets model={mapped} providers={["auto", "together", "groq"]} />);
    const picker = screen.getByRole("combobox", { name: "Provider" }) as HTMLSelectElement;
    expect(picker.value).toBe("auto");
    expect([...picker.options].map((o) => o.text)).toEqual(["auto (the router picks)", "together", "groq (staging)"]);
    expect(screen.getByText(/The router picks a live provider/)).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "cURL" }));
    expect(shownCode().join("\n")).toContain('"model": "org/chat-model"');
    await user.selectOptions(picker, "groq");
    expect(screen.getByText(/Model id at groq:/).textContent).toMatch(/chat-8b\. Staging/);
    expect(shownCode().join("\n")).toContain("org/chat-model:groq");
    expect(screen.queryByText(/does not know which providers/)).toBeNull();
  });

  it("explains when the Hub lists no provider for the model", () => {
    const unserved = { ...classifier, inferenceProviderMapping: [] } as ModelData;
    render(<InferenceSnippets model={unserved} providers={[]} />);
    expect(screen.getByText(/No inference provider serves this model yet/)).toBeTruthy();
  });

  it("has no axe violations", async () => {
    const { container } = render(<InferenceSnippets model={chatModel} providers={["groq"]} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
