import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

// Open dialogs, oldest first: only the top one answers Escape and holds focus.
const stack: symbol[] = [];

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest("[hidden], [inert], [aria-hidden='true']"),
  );
}

/**
 * Dialog behaviour shared by every dialog: focus moves in (data-autofocus, else the first field or button), Tab
 * and Shift+Tab stay inside, Escape closes only the top dialog, and focus returns to the opener on close.
 */
export function useDialog(ref: RefObject<HTMLElement | null>, onEscape?: () => void) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const me = Symbol("dialog");
    stack.push(me);
    const previous = document.activeElement as HTMLElement | null;
    const root = ref.current;
    const first =
      root?.querySelector<HTMLElement>("[data-autofocus]") ??
      root?.querySelector<HTMLElement>("input, select, textarea, button:not(.modal-close), a[href]");
    (first ?? root)?.focus();

    const onKey = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== me || !root) return;
      if (e.key === "Escape" && escape.current) {
        e.stopPropagation();
        escape.current();
        return;
      }
      if (e.key !== "Tab") return;
      const items = focusables(root);
      if (!items.length) {
        e.preventDefault();
        root.focus();
        return;
      }
      const firstItem = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (e.shiftKey && (active === firstItem || !root.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !root.contains(active))) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    // Focus that escapes by mouse or script is brought back while this dialog is on top.
    const onFocusIn = (e: FocusEvent) => {
      if (stack[stack.length - 1] !== me || !root || root.contains(e.target as Node)) return;
      (focusables(root)[0] ?? root).focus();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocusIn);
      const i = stack.indexOf(me);
      if (i >= 0) stack.splice(i, 1);
      if (previous && previous.isConnected) previous.focus?.();
    };
  }, [ref]);
}
