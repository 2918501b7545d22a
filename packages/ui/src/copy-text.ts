// Copying text to the clipboard: the async Clipboard API when it is there and allowed,
// else the older selection + execCommand path (non-secure contexts, some embedded browsers).

export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== "undefined" && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission denied or document not focused: try the fallback below.
    }
  }
  copyWithSelection(text);
}

function copyWithSelection(text: string): void {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  const previousFocus = document.activeElement as HTMLElement | null;
  area.focus();
  area.select();
  try {
    if (typeof document.execCommand !== "function" || !document.execCommand("copy")) {
      throw new Error("The browser refused to copy to the clipboard.");
    }
  } finally {
    area.remove();
    previousFocus?.focus?.();
  }
}
