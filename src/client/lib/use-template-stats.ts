import { useEffect, useState } from "react";
import { ApiRequestError, errorMessage } from "./api";
import { fetchTemplateStats } from "./list-templates";
import type { TemplateStats } from "./api-types";
import { handleSessionExpired } from "./session-expiry";

export interface TemplateStatsState {
  stats: TemplateStats | null;
  loading: boolean;
  error: string | null;
}

/**
 * The server's summary of the user's templates for Overview and Analytics. Read while one of them is shown: each time
 * it opens, and again whenever `version` changes (a generation finished, a template was deleted or saved).
 */
export function useTemplateStats(active: boolean, version: number): TemplateStatsState {
  const [stats, setStats] = useState<TemplateStats | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    let current = true;
    setLoading(true);
    fetchTemplateStats()
      .then((s) => {
        if (!current) return;
        setStats(s);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!current) return;
        if (e instanceof ApiRequestError && e.status === 401) return handleSessionExpired();
        setError(errorMessage(e, "Failed to load template statistics"));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [active, version]);

  return { stats, loading, error };
}
