// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../../../scripts/test-utils/axe";
import { hubUrl, readSetting, SETTING_KEYS } from "../site-settings";
import { HubSettings } from "./HubSettings";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("HubSettings", () => {
  it("shows the current values, saves valid ones and reloads", async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    render(<HubSettings reload={reload} />);
    await user.click(screen.getByText("Hub settings"));
    const hub = screen.getByRole("textbox", { name: /Hub URL/ });
    expect((hub as HTMLInputElement).value).toBe("https://huggingface.co");
    await user.clear(hub);
    await user.type(hub, "http://127.0.0.1:9/huggingface.co/");
    await user.clear(screen.getByRole("textbox", { name: /Router URL/ }));
    await user.click(screen.getByRole("button", { name: "Save and reload" }));
    expect(hubUrl()).toBe("http://127.0.0.1:9/huggingface.co");
    expect(readSetting("routerUrl")).toBe("https://router.huggingface.co");
    expect(localStorage.getItem(SETTING_KEYS.routerUrl)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("refuses a URL that is not http(s) and stores nothing", async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    render(<HubSettings reload={reload} />);
    await user.click(screen.getByText("Hub settings"));
    await user.clear(screen.getByRole("textbox", { name: /Hub URL/ }));
    await user.type(screen.getByRole("textbox", { name: /Hub URL/ }), "http://ok.example");
    await user.clear(screen.getByRole("textbox", { name: /Router URL/ }));
    await user.type(screen.getByRole("textbox", { name: /Router URL/ }), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save and reload" }));
    expect(screen.getByRole("alert").textContent).toMatch(/^Router URL: enter an http/);
    expect(localStorage.length).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it("has no axe violations", async () => {
    const { container } = render(<HubSettings reload={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
