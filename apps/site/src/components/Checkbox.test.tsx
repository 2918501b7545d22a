// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../../../scripts/test-utils/axe";
import { Checkbox } from "./Checkbox";

afterEach(cleanup);

function Controlled({ initial = false }: { initial?: boolean }) {
  const [checked, setChecked] = useState(initial);
  return (
    <>
      <Checkbox label="Stream the answer" checked={checked} onChange={setChecked} className="field" />
      <output>{checked ? "on" : "off"}</output>
    </>
  );
}

describe("Checkbox", () => {
  it("is a checkbox named by its label, reflecting the value it is given", () => {
    render(<Controlled initial />);
    const box = screen.getByRole("checkbox", { name: "Stream the answer" });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.parentElement?.className).toBe("checkbox field");
  });

  it("reports the new value when the box or its label is clicked, and on Space", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const box = screen.getByRole("checkbox", { name: "Stream the answer" });
    await user.click(box);
    expect(screen.getByRole("status").textContent).toBe("on");
    await user.click(screen.getByText("Stream the answer"));
    expect(screen.getByRole("status").textContent).toBe("off");
    box.focus();
    await user.keyboard(" ");
    expect(screen.getByRole("status").textContent).toBe("on");
  });

  it("gives each instance its own id, so two labels never point at one box", () => {
    render(
      <>
        <Checkbox label="One" checked={false} onChange={() => undefined} />
        <Checkbox label="Two" checked onChange={() => undefined} />
      </>,
    );
    expect((screen.getByRole("checkbox", { name: "One" }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("checkbox", { name: "Two" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("checkbox", { name: "One" }).parentElement?.className).toBe("checkbox");
  });

  it("has no axe violations", async () => {
    const { container } = render(<Controlled />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
