import { useEffect, useRef, useState } from "react";
import { ApiRequestError, errorMessage } from "../../lib/api";
import { getTemplate } from "../../lib/get-template";
import type { TemplateDetail } from "../../lib/api-types";
import { missingHtml } from "../../lib/templates-filter";
import { handleSessionExpired } from "../../lib/session-expiry";
import type { MessageLines } from "./message-fields";

interface LoadEvents {
  /** Another template was picked: the canvas forgets the last one's selection and dirty state. */
  start: () => void;
  loaded: (html: string) => void;
}

/** The template being edited and the copy's own fields (name, subject, preheader), loaded when the pick changes. */
export function useEditorTemplate(templateId: string | null, on: LoadEvents) {
  const [template, setTemplate] = useState<TemplateDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [lines, setLines] = useState<MessageLines>({ subject: "", preheader: "" });
  // Read when the load settles, so the latest handlers are used without reloading when they change.
  const events = useRef(on);
  events.current = on;

  useEffect(() => {
    if (!templateId) return;
    let alive = true;
    setTemplate(null);
    setLoadError(null);
    events.current.start();
    getTemplate(templateId)
      .then((t) => {
        if (!alive) return;
        if (!t.htmlContent) setLoadError(missingHtml("editing"));
        else {
          setTemplate(t);
          setName(`${t.name} (edited)`);
          setLines({ subject: t.subject ?? "", preheader: t.preheader ?? "" });
          events.current.loaded(t.htmlContent);
        }
      })
      .catch((e) => {
        if (!alive) return;
        if (e instanceof ApiRequestError && e.status === 401) handleSessionExpired();
        else setLoadError(errorMessage(e, "Failed to load template"));
      });
    return () => {
      alive = false;
    };
  }, [templateId]);

  return { template, loadError, name, setName, lines, setLines };
}
