// @vitest-environment jsdom
import { estimateModelMemory, fitsIn, type ModelData } from "@inferkit/tasks";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../../../scripts/test-utils/axe";
import { LocalApps } from "./LocalApps";

afterEach(cleanup);

const ggufModel: ModelData = {
  id: "someone/Llama-3.1-8B-Instruct-GGUF",
  tags: ["gguf", "conversational", "text-generation"],
  pipeline_tag: "text-generation",
  gguf: { total: 8_030_261_248, architecture: "llama", context_length: 131_072 },
  siblings: [
    { rfilename: "README.md" },
    { rfilename: "Llama-3.1-8B-Instruct-Q8_0.gguf" },
    { rfilename: "Llama-3.1-8B-Instruct-Q2_K.gguf" },
    { rfilename: "Llama-3.1-8B-Instruct-Q4_K_M.gguf" },
    { rfilename: "mmproj-model-f16.gguf" },
    { rfilename: "big/Llama-3.1-8B-Instruct-F16-00001-of-00002.gguf" },
    { rfilename: "big/Llama-3.1-8B-Instruct-F16-00002-of-00002.gguf" },
  ],
};

/** The commands shown for one app (CodeBlock splits them into highlighted spans). */
const commandsOf = (key: string) =>
  document.getElementById(`local-app-${key}`)?.querySelector("code")?.textContent ?? "";
const verdict = () => document.querySelector(".memory-verdict")?.textContent ?? "";

describe("LocalApps", () => {
  it("lists the GGUF runners with commands for the chosen file, Q4_K_M first, in quant order", async () => {
    const user = userEvent.setup();
    const { container } = render(<LocalApps model={ggufModel} />);
    expect(screen.getByRole("heading", { level: 2, name: "Run locally" })).toBeTruthy();
    const picker = screen.getByLabelText("GGUF file") as HTMLSelectElement;
    expect([...picker.options].map((option) => option.value)).toEqual([
      "big/Llama-3.1-8B-Instruct-F16-00001-of-00002.gguf",
      "Llama-3.1-8B-Instruct-Q8_0.gguf",
      "Llama-3.1-8B-Instruct-Q4_K_M.gguf",
      "Llama-3.1-8B-Instruct-Q2_K.gguf",
    ]);
    expect(picker.value).toBe("Llama-3.1-8B-Instruct-Q4_K_M.gguf");
    const apps = [...container.querySelectorAll(".local-app summary")].map((summary) => summary.textContent);
    expect(apps).toEqual(expect.arrayContaining(["llama.cpp", "Ollama", "LM Studio"]));
    const open = [...container.querySelectorAll("details.local-app")].map((app) => (app as HTMLDetailsElement).open);
    expect(open).toEqual(apps.map((_, index) => index === 0));
    expect(commandsOf("ollama")).toContain("hf.co/someone/Llama-3.1-8B-Instruct-GGUF:Q4_K_M");
    const lmStudio = screen.getByRole("link", { name: "Open in LM Studio" }).getAttribute("href") ?? "";
    expect(lmStudio).toContain("Llama-3.1-8B-Instruct-Q4_K_M.gguf");

    await user.selectOptions(picker, "Llama-3.1-8B-Instruct-Q8_0.gguf");
    expect(commandsOf("ollama")).toContain(":Q8_0");
    expect(container.textContent).not.toContain("{{QUANT_TAG}}");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says whether the chosen quantisation fits the chosen memory, and follows context and hardware", async () => {
    const user = userEvent.setup();
    render(<LocalApps model={ggufModel} />);
    const expected = (quantization: string, memory: number, contextLength = 4096) =>
      fitsIn(estimateModelMemory(ggufModel, { quantization, contextLength }), memory).reason;

    await user.selectOptions(screen.getByLabelText("Memory"), "8");
    expect(verdict()).toBe(`Fits: ${expected("Q4_K_M", 8)}.`);
    await user.selectOptions(screen.getByLabelText("GGUF file"), "Llama-3.1-8B-Instruct-Q8_0.gguf");
    expect(verdict()).toBe(`Does not fit: ${expected("Q8_0", 8)}.`);

    // A part sets the memory it ships with (an RTX 4090: 24 GB).
    const hardware = screen.getByLabelText("Hardware") as HTMLSelectElement;
    expect(hardware.querySelectorAll("optgroup").length).toBeGreaterThan(3);
    await user.selectOptions(hardware, "GPU/NVIDIA/RTX 4090");
    expect([...(screen.getByLabelText("Memory") as HTMLSelectElement).options].map((o) => o.value)).toEqual(["24"]);
    expect(verdict()).toBe(`Fits: ${expected("Q8_0", 24)}.`);

    const context = screen.getByLabelText("Context length (tokens)");
    await user.clear(context);
    await user.type(context, "200000");
    expect(verdict()).toContain(expected("Q8_0", 24, 200_000));
    expect(screen.getByText(/context capped at the model's 131072 tokens/)).toBeTruthy();
  });

  it("sizes a safetensors model without GGUF picker or placeholders", () => {
    const model: ModelData = {
      id: "org/small-bert",
      tags: ["transformers"],
      pipeline_tag: "fill-mask",
      safetensors: { parameters: { F32: 110_000_000 }, total: 110_000_000 },
    };
    render(<LocalApps model={model} />);
    expect(screen.queryByLabelText("GGUF file")).toBeNull();
    expect(verdict()).toMatch(/^Fits: uses 0\.\d GiB of 24 GiB/);
    expect(screen.getByText(/0\.11 B parameters, from safetensors/)).toBeTruthy();
  });

  it("renders nothing for a record no app runs and nothing can size", () => {
    const { container } = render(
      <LocalApps model={{ id: "org/plain", tags: [], pipeline_tag: "text-classification" }} />,
    );
    expect(container.innerHTML).toBe("");
  });

  it("survives hostile records: odd siblings, huge lists, non-string names", () => {
    const siblings = [
      null,
      { rfilename: 42 },
      { rfilename: `${"x".repeat(5000)}.gguf` },
      ...Array.from({ length: 5000 }, (_, i) => ({ rfilename: `m-${i}-Q4_0.gguf` })),
    ];
    const model = { ...ggufModel, siblings, tags: [7, "gguf"], gguf: { total: -1, context_length: 4096 } };
    render(<LocalApps model={model as unknown as ModelData} />);
    expect((screen.getByLabelText("GGUF file") as HTMLSelectElement).options).toHaveLength(200);
    expect(verdict()).toMatch(/^Unknown: the GGUF record has no plausible parameter count/);
  });
});
