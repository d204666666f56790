import { useEffect, type RefObject } from "react";

/**
 * Keeps an element in the window while the page around it is still laying out (the facts arrive after the panel
 * opens, images above it load), until the person scrolls or types themselves. One scroll when the panel opened was
 * not enough: on a slow phone the page grew afterwards and pushed the panel out of sight.
 */
export function useKeptInView(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    let theirs = false;
    const keep = () => {
      if (!theirs) el.scrollIntoView?.({ block: "nearest" });
    };
    const stop = () => {
      theirs = true;
    };
    const frame = requestAnimationFrame(keep);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(keep);
    observer?.observe(el);
    observer?.observe(document.body);
    const events = ["wheel", "touchmove", "keydown"] as const;
    for (const e of events) window.addEventListener(e, stop, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      for (const e of events) window.removeEventListener(e, stop);
    };
  }, [ref, active]);
}
