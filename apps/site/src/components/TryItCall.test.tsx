// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { problemText, RunButton, useTryItCall } from "./TryItCall";
import { LOAD_FAILED } from "./try-it-tasks";

const loadRunner = vi.hoisted(() => vi.fn());
vi.mock("./try-it-tasks", async (original) => ({
  ...(await original<typeof import("./try-it-tasks")>()),
  loadTryItRunner: loadRunner,
}));

afterEach(() => {
  cleanup();
  loadRunner.mockReset();
});

/** A form running `work` through the hook, showing its state. */
function Harness({ work }: { work: (signal: AbortSignal) => Promise<void> }) {
  const { running, problem, run, stop } = useTryItCall();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void run("hf_secret", (_runner, signal) => work(signal));
      }}
    >
      <RunButton running={running} label="Go" disabled={false} onStop={stop} />
      <output>{problem ? problemText(problem) : running ? "running" : "idle"}</output>
    </form>
  );
}

describe("useTryItCall and RunButton", () => {
  it("says the client could not load when its chunk fails, without the error's text", async () => {
    loadRunner.mockRejectedValue(new TypeError("Failed to fetch dynamically imported module hf_secret"));
    render(<Harness work={async () => undefined} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Go" }));
    expect(screen.getByRole("status").textContent).toBe(LOAD_FAILED);
  });

  it("turns the button into Stop while running, on the same element, and Stop aborts the work", async () => {
    loadRunner.mockResolvedValue({ describeFailure: () => "failed" });
    let seen: AbortSignal | undefined;
    const work = (signal: AbortSignal) =>
      new Promise<void>((_resolve, reject) => {
        seen = signal;
        signal.addEventListener("abort", () => reject(signal.reason));
      });
    const user = userEvent.setup();
    render(<Harness work={work} />);
    const button = screen.getByRole("button", { name: "Go" });
    await user.click(button);
    expect(screen.getByRole("button", { name: "Stop" })).toBe(button);
    await act(async () => button.click());
    expect(seen?.aborted).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("Stopped.");
    expect(screen.getByRole("button", { name: "Go" })).toBe(button);
  });
});
