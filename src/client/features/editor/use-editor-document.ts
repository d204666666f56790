import { useCallback, useEffect, useRef, useState } from "react";
import { setDarkPreview } from "../../lib/dark-preview";
import { installEditorStyle, serializeDocument, showFallbackWords } from "./editor-dom";
import { attachFrameEvents } from "./editor-frame-events";
import type { EditorStatus } from "./editor-toolbar";
import { useEditorHistory } from "./use-editor-history";

interface Options {
  onDirtyChange: (dirty: boolean) => void;
  onPickImage: (img: HTMLImageElement) => void;
  onPickLink: (a: HTMLAnchorElement) => void;
}

/**
 * The e-mail being edited in its frame: the selection, undo and redo, the saved/dirty status and the HTML the
 * health panel reads. Every change to the copy is reported through here so the three stay in step.
 */
export function useEditorDocument({ onDirtyChange, onPickImage, onPickLink }: Options) {
  const [status, setStatus] = useState<EditorStatus>("saved");
  const [selected, select] = useState<Element | null>(null);
  const [dark, setDark] = useState(false);
  const [html, setHtml] = useState("");
  const frame = useRef<HTMLIFrameElement>(null);
  const dirtyRef = useRef(onDirtyChange);
  dirtyRef.current = onDirtyChange;
  const getDoc = useCallback(() => frame.current?.contentDocument, []);

  const refreshHealth = useCallback(() => {
    const d = frame.current?.contentDocument;
    if (d?.body) setHtml(serializeDocument(d));
  }, []);

  const markDirty = useCallback(() => {
    setStatus("dirty");
    dirtyRef.current(true);
  }, []);

  const history = useEditorHistory(
    getDoc,
    useCallback(() => {
      select(null);
      markDirty();
      refreshHealth();
    }, [markDirty, refreshHealth]),
  );

  /** Every structural edit goes through here: one undo step, dirty state, fresh health figures. */
  const changed = useCallback(() => {
    markDirty();
    history.record();
    refreshHealth();
  }, [markDirty, history, refreshHealth]);

  const reset = useCallback(() => {
    select(null);
    setStatus("saved");
    dirtyRef.current(false);
  }, []);

  const markSaved = useCallback(() => {
    setStatus("saved");
    dirtyRef.current(false);
  }, []);

  useEffect(() => {
    if (status === "saved") return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [status]);

  useEffect(() => {
    const d = frame.current?.contentDocument;
    if (d?.body) setDarkPreview(d, dark);
  }, [dark]);

  const onFrameLoad = () => {
    const d = frame.current?.contentDocument;
    if (!d?.body) return;
    installEditorStyle(d);
    showFallbackWords(d);
    setDarkPreview(d, dark);
    history.reset();
    attachFrameEvents(d, {
      select,
      pickImage: onPickImage,
      pickLink: onPickLink,
      typed: () => {
        markDirty();
        history.typed();
      },
      refreshHealth,
      undo: history.undo,
      redo: history.redo,
    });
  };

  return {
    frame,
    getDoc,
    onFrameLoad,
    status,
    setStatus,
    markDirty,
    markSaved,
    reset,
    selected,
    select,
    dark,
    setDark,
    html,
    setHtml,
    history,
    changed,
  };
}
