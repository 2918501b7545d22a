// Reads the touch-screen block of styles.css, for the components' tests: jsdom evaluates no media
// queries, so the tests check what the stylesheet declares there (the site's browser tests check the effect).
import { readFileSync } from "node:fs";
import { join } from "node:path";

const TOUCH_MEDIA = "@media (hover: none), (pointer: coarse) {";

/** The declarations (`property: value`) that styles.css gives `selector` on touch screens, or {} without any. */
export function touchDeclarations(selector: string): Record<string, string> {
  const styles = readFileSync(join(import.meta.dirname, "..", "styles.css"), "utf8");
  const start = styles.indexOf(TOUCH_MEDIA);
  if (start < 0) return {};
  const block = styles.slice(start + TOUCH_MEDIA.length, styles.indexOf("\n}", start));
  const declarations: Record<string, string> = {};
  for (const [, selectors = "", body = ""] of block.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (!selectors.split(",").some((s) => s.trim() === selector)) continue;
    for (const line of body.split(";")) {
      const [property, value] = line.split(":").map((part) => part.trim());
      if (property && value) declarations[property] = value;
    }
  }
  return declarations;
}
