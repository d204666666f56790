import { editableTarget, setHover, setSelected } from "./editor-dom";

const HEALTH_PAUSE_MS = 800;

export interface FrameHandlers {
  select: (el: Element) => void;
  pickImage: (img: HTMLImageElement) => void;
  pickLink: (a: HTMLAnchorElement) => void;
  /** A keystroke changed the copy: mark it dirty and group it into the typing undo step. */
  typed: () => void;
  refreshHealth: () => void;
  undo: () => void;
  redo: () => void;
}

/**
 * The frame is sandboxed without scripts; all editing behaviour is attached from here (same origin via
 * allow-same-origin): a click selects (an image or a link opens its dialog, text becomes editable), hovering
 * outlines, typing marks the copy dirty and refreshes the health figures after a pause, Ctrl/Cmd+Z undoes.
 */
export function attachFrameEvents(d: Document, on: FrameHandlers): void {
  d.addEventListener("click", (e) => {
    const target = e.target as Element;
    const img = target.closest("img");
    if (img) {
      e.preventDefault();
      setSelected(d, img);
      on.select(img);
      on.pickImage(img as HTMLImageElement);
      return;
    }
    const link = target.closest("a");
    if (link) {
      e.preventDefault();
      setSelected(d, link);
      on.select(link);
      on.pickLink(link as HTMLAnchorElement);
      return;
    }
    const el = editableTarget(target);
    setSelected(d, el ?? target);
    on.select(el ?? target);
    if (el && el.getAttribute("contenteditable") !== "true") {
      el.setAttribute("contenteditable", "true");
      el.setAttribute("spellcheck", "true");
      el.focus();
    }
  });
  d.addEventListener("mouseover", (e) => {
    const t = e.target as Element;
    setHover(d, t.closest("a") ?? t.closest("img") ?? editableTarget(t));
  });
  let healthTimer: ReturnType<typeof setTimeout> | undefined;
  d.addEventListener("input", () => {
    on.typed();
    clearTimeout(healthTimer);
    healthTimer = setTimeout(on.refreshHealth, HEALTH_PAUSE_MS);
  });
  d.addEventListener("focusout", on.refreshHealth);
  d.addEventListener("keydown", (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== "z") return;
    e.preventDefault();
    if (e.shiftKey) on.redo();
    else on.undo();
  });
  d.addEventListener("submit", (e) => e.preventDefault());
}
