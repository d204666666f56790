import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError, errorMessage } from "../../../lib/api";
import { listAllTemplates } from "../api/list-templates";
import type { TemplateSummary } from "../api/types";
import { handleSessionExpired } from "../lib/session-expiry";

const PREVIEW_REFRESH_MS = 10 * 60 * 1000;

export interface TemplatesState {
  templates: TemplateSummary[];
  total: number;
  loading: boolean;
  loaded: boolean;
  error: string | null;
  reload: () => Promise<TemplateSummary[] | null>;
  remove: (id: string) => void;
}

export function useTemplates(): TemplatesState {
  const [templates, setTemplates] = useState<TemplateSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);
  const loadedAt = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++seq.current;
    setLoading(true);
    try {
      const res = await listAllTemplates();
      if (mine !== seq.current) return null;
      loadedAt.current = Date.now();
      setTemplates(res.templates);
      setTotal(res.total);
      setError(null);
      setLoaded(true);
      return res.templates;
    } catch (e) {
      if (mine !== seq.current) return null;
      if (e instanceof ApiRequestError && e.status === 401) {
        handleSessionExpired();
        return null;
      }
      setError(errorMessage(e, "Failed to load templates"));
      return null;
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, []);

  const remove = useCallback((id: string) => {
    setTemplates((list) => list.filter((t) => t.id !== id));
    setTotal((n) => Math.max(0, n - 1));
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  // Preview links carry 15-minute tokens: refresh the list before they run out while the tab is in use.
  useEffect(() => {
    const maybeReload = () => {
      if (document.visibilityState === "visible" && Date.now() - loadedAt.current > PREVIEW_REFRESH_MS)
        void reload();
    };
    const timer = setInterval(maybeReload, 60_000);
    document.addEventListener("visibilitychange", maybeReload);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", maybeReload);
    };
  }, [reload]);

  return { templates, total, loading, loaded, error, reload, remove };
}
