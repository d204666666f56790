import { useCallback, useRef, useState } from "react";
import { SELECTED_ATTR } from "./editor-dom";

const MAX_STEPS = 100;
const TYPING_PAUSE_MS = 600;

function bodySnapshot(doc: Document): string {
  const body = doc.body.cloneNode(true) as HTMLElement;
  body
    .querySelectorAll(`[${SELECTED_ATTR}], [data-editor-hover], [contenteditable], [spellcheck]`)
    .forEach((el) => {
      el.removeAttribute(SELECTED_ATTR);
      el.removeAttribute("data-editor-hover");
      el.removeAttribute("contenteditable");
      el.removeAttribute("spellcheck");
    });
  return body.innerHTML;
}

/** Undo and redo over snapshots of the e-mail body; typing is grouped into one step per pause. */
export function useEditorHistory(getDoc: () => Document | null | undefined, onRestore: () => void) {
  const stack = useRef<string[]>([]);
  const index = useRef(-1);
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [, setTick] = useState(0);
  const refresh = () => setTick((t) => t + 1);

  const record = useCallback(() => {
    const doc = getDoc();
    if (!doc?.body) return;
    if (typing.current) {
      clearTimeout(typing.current);
      typing.current = null;
    }
    const snap = bodySnapshot(doc);
    if (stack.current[index.current] === snap) return;
    stack.current = [...stack.current.slice(0, index.current + 1), snap].slice(-MAX_STEPS);
    index.current = stack.current.length - 1;
    refresh();
  }, [getDoc]);

  const reset = useCallback(() => {
    stack.current = [];
    index.current = -1;
    record();
  }, [record]);

  const typed = useCallback(() => {
    if (typing.current) clearTimeout(typing.current);
    typing.current = setTimeout(record, TYPING_PAUSE_MS);
  }, [record]);

  const go = useCallback(
    (step: -1 | 1) => {
      if (typing.current) record();
      const doc = getDoc();
      const next = index.current + step;
      if (!doc?.body || next < 0 || next >= stack.current.length) return;
      index.current = next;
      doc.body.innerHTML = stack.current[next];
      refresh();
      onRestore();
    },
    [getDoc, onRestore, record],
  );

  return {
    record,
    reset,
    typed,
    undo: () => go(-1),
    redo: () => go(1),
    canUndo: index.current > 0,
    canRedo: index.current < stack.current.length - 1,
  };
}
