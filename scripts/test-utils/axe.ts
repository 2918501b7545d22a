// Runs axe-core on a rendered component in jsdom. Colour contrast needs real layout and
// is checked in the browser tests of the site instead.
import axe from "axe-core";

export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(", ")})`);
}
