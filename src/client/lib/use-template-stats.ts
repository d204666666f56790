import { useCallback, useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, errorMessage } from "./api";
import { fetchTemplateStats } from "./list-templates";
import type { TemplateStats } from "./api-types";
import { handleSessionExpired } from "./session-expiry";

export interface TemplateStatsState {
  stats: TemplateStats | null;
  loading: boolean;
  error: string | null;
}

const STATS_KEY = ["template-stats"];

/**
 * The server's summary of the user's templates for Overview and Analytics. Read while one of them is shown: each time
 * it opens, and again after `useTemplatesChanged` (a generation finished, a template was deleted or saved).
 */
export function useTemplateStats(active: boolean): TemplateStatsState {
  const query = useQuery({ queryKey: STATS_KEY, queryFn: () => fetchTemplateStats(), enabled: active });
  const unauthorized = query.error instanceof ApiRequestError && query.error.status === 401;
  useEffect(() => {
    if (unauthorized) handleSessionExpired();
  }, [unauthorized]);
  return {
    stats: query.data ?? null,
    loading: query.isFetching,
    error:
      query.error && !unauthorized ? errorMessage(query.error, "Failed to load template statistics") : null,
  };
}

/** The summary is read again when next shown (at once when it is on screen). */
export function useTemplatesChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: STATS_KEY }), [client]);
}
