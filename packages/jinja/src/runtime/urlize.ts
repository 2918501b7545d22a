// The `urlize` filter: Jinja2's rules for turning URLs and e-mail addresses in text into links.
import { htmlEscape } from "./values";

const HTTP =
  /^(?:(?:https?:\/\/|www\.)(?:[\w%-]+\.)*(?:[a-z]{2,63}|xn--[\w%]{2,59})|(?:[\w%-]{2,63}\.)+(?:com|net|int|edu|gov|org|info|mil)|https?:\/\/(?:\d{1,3}(?:\.\d{1,3}){3}|\[(?:[\da-f]{0,4}:){2}(?:[\da-f]{0,4}:?){1,6}\]))(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const EMAIL = /^\S+@\w[\w.-]*\.\w+$/u;

export interface UrlizeOptions {
  trimUrlLimit: number | null;
  rel: string;
  target: string | null;
  extraSchemes: string[];
}

export function urlize(text: string, { trimUrlLimit, rel, target, extraSchemes }: UrlizeOptions): string {
  const trim = (url: string) =>
    trimUrlLimit !== null && url.length > trimUrlLimit ? `${url.slice(0, trimUrlLimit)}...` : url;
  const attributes = `${rel ? ` rel="${htmlEscape(rel)}"` : ""}${target ? ` target="${htmlEscape(target)}"` : ""}`;
  return htmlEscape(text)
    .split(/(\s+)/)
    .map((word) => {
      let head = "";
      let middle = word;
      let tail = "";
      const lead = /^(?:[(<]|&lt;)+/.exec(middle);
      if (lead) {
        head = lead[0];
        middle = middle.slice(head.length);
      }
      const trail = /(?:[)>.,\n]|&gt;)+$/.exec(middle);
      if (trail) {
        tail = trail[0];
        middle = middle.slice(0, trail.index);
      }
      // Prefer balanced parentheses inside the URL to dropping a closing one.
      for (const [open, close] of [
        ["(", ")"],
        ["<", ">"],
        ["&lt;", "&gt;"],
      ] as const) {
        const opens = middle.split(open).length - 1;
        if (opens <= middle.split(close).length - 1) continue;
        for (let moved = 0, available = tail.split(close).length - 1; moved < Math.min(opens, available); moved++) {
          const end = tail.indexOf(close) + close.length;
          middle += tail.slice(0, end);
          tail = tail.slice(end);
        }
      }
      if (HTTP.test(middle)) {
        const href = middle.startsWith("https://") || middle.startsWith("http://") ? middle : `https://${middle}`;
        middle = `<a href="${href}"${attributes}>${trim(middle)}</a>`;
      } else if (middle.startsWith("mailto:") && EMAIL.test(middle.slice(7))) {
        middle = `<a href="${middle}">${middle.slice(7)}</a>`;
      } else if (middle.includes("@") && !middle.startsWith("www.") && !middle.includes(":") && EMAIL.test(middle)) {
        middle = `<a href="mailto:${middle}">${middle}</a>`;
      } else {
        for (const scheme of extraSchemes) {
          if (middle !== scheme && middle.startsWith(scheme)) middle = `<a href="${middle}"${attributes}>${middle}</a>`;
        }
      }
      return head + middle + tail;
    })
    .join("");
}
