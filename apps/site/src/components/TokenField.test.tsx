// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../../../scripts/test-utils/axe";
import { TokenField } from "./TokenField";

afterEach(cleanup);

function Controlled() {
  const [token, setToken] = useState("");
  return (
    <>
      <p id="help">Sent to the Hub only.</p>
      <TokenField label="Hugging Face token" value={token} onChange={setToken} describedBy="help" />
      <output>{token.length}</output>
    </>
  );
}

describe("TokenField", () => {
  it("is a masked, described field that reports what is typed", async () => {
    const user = userEvent.setup();
    const { container } = render(<Controlled />);
    const field = screen.getByLabelText("Hugging Face token") as HTMLInputElement;
    expect(field.type).toBe("password");
    expect(field.autocomplete).toBe("off");
    expect(field.getAttribute("spellcheck")).toBe("false");
    expect(field.getAttribute("aria-describedby")).toBe("help");
    await user.type(field, "hf_abc");
    expect(screen.getByRole("status").textContent).toBe("6");
    expect(await axeViolations(container)).toEqual([]);
  });
});
