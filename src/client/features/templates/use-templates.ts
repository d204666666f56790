import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError, errorMessage } from "../../lib/api";
import { fetchTemplates, PAGE_SIZE } from "../../lib/list-templates";
import type { TemplateListResponse, TemplateSummary } from "../../lib/api-types";
import { handleSessionExpired } from "../../lib/session-expiry";

const PREVIEW_REFRESH_MS = 10 * 60 * 1000;
export const SEARCH_DEBOUNCE_MS = 300;
const MAX_PAGE_SIZE = 100;

export interface TemplatesState {
  /** The pages loaded so far for the current search and filter, newest first. */
  templates: TemplateSummary[];
  /** How many templates match the current search and filter on the server. */
  total: number;
  /** How many templates the user has, whatever the search and filter. */
  userTotal: number;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  loaded: boolean;
  error: string | null;
  /** The search box text (sent to the server 300 ms after the last keystroke). */
  search: string;
  type: string;
  /** The list on screen was asked for with a search or a type filter. */
  filtered: boolean;
  setSearch: (text: string) => void;
  setType: (label: string) => void;
  clearFilters: () => void;
  /** Reads the first page again for the current search and filter. */
  reload: () => Promise<TemplateSummary[] | null>;
  loadMore: () => Promise<void>;
  remove: (id: string) => void;
}

interface Query {
  search: string;
  type: string;
}

export function useTemplates(): TemplatesState {
  const [templates, setTemplates] = useState<TemplateSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [userTotal, setUserTotal] = useState(0);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearchText] = useState("");
  const [query, setQuery] = useState<Query>({ search: "", type: "" });
  const [shownQuery, setShownQuery] = useState<Query>({ search: "", type: "" });
  const queryRef = useRef(query);
  queryRef.current = query;
  const seq = useRef(0);
  const loadedAt = useRef(0);
  const countRef = useRef(0);
  countRef.current = templates.length;
  const cursorRef = useRef<string | null>(null);
  cursorRef.current = nextCursor;
  const moreInFlight = useRef(false);
  // While the first page is being read again, a next page would continue the old list: wait for the new cursor.
  const reading = useRef(true);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const failed = useCallback((e: unknown) => {
    if (e instanceof ApiRequestError && e.status === 401) {
      handleSessionExpired();
      return;
    }
    setError(errorMessage(e, "Failed to load templates"));
  }, []);

  const accept = useCallback((q: Query, res: TemplateListResponse, list: TemplateSummary[]) => {
    loadedAt.current = Date.now();
    setTemplates(list);
    setTotal(res.total);
    setUserTotal((n) => res.unfilteredTotal ?? (q.search.trim() || q.type ? n : res.total));
    setNextCursor(res.nextCursor ?? null);
    setShownQuery(q);
    setError(null);
    setLoaded(true);
  }, []);

  /** Reads from the top for the current query; at least `count` cards (the pages already shown) when given. */
  const load = useCallback(
    async (count = PAGE_SIZE) => {
      const mine = ++seq.current;
      const q = queryRef.current;
      reading.current = true;
      setLoading(true);
      try {
        const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(PAGE_SIZE, count));
        let res = await fetchTemplates({ ...q, pageSize });
        const list = [...res.templates];
        while (list.length < count && res.nextCursor && mine === seq.current) {
          res = await fetchTemplates({ ...q, pageSize, cursor: res.nextCursor });
          list.push(...res.templates);
        }
        if (mine !== seq.current) return null;
        accept(q, res, list);
        return list;
      } catch (e) {
        if (mine === seq.current) failed(e);
        return null;
      } finally {
        if (mine === seq.current) {
          reading.current = false;
          setLoading(false);
        }
      }
    },
    [accept, failed],
  );

  const reload = useCallback(() => load(), [load]);

  const loadMore = useCallback(async () => {
    const cursor = cursorRef.current;
    if (!cursor || moreInFlight.current || reading.current) return;
    const mine = seq.current;
    const q = queryRef.current;
    moreInFlight.current = true;
    setLoadingMore(true);
    try {
      const res = await fetchTemplates({ ...q, cursor });
      if (mine !== seq.current) return;
      setTemplates((list) => {
        const known = new Set(list.map((t) => t.id));
        return [...list, ...res.templates.filter((t) => !known.has(t.id))];
      });
      setTotal(res.total);
      if (res.unfilteredTotal !== undefined) setUserTotal(res.unfilteredTotal);
      setNextCursor(res.nextCursor ?? null);
      setError(null);
    } catch (e) {
      if (mine === seq.current) failed(e);
    } finally {
      moreInFlight.current = false;
      setLoadingMore(false);
    }
  }, [failed]);

  const remove = useCallback((id: string) => {
    setTemplates((list) => list.filter((t) => t.id !== id));
    setTotal((n) => Math.max(0, n - 1));
    setUserTotal((n) => Math.max(0, n - 1));
  }, []);

  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(
      () => setQuery((q) => (q.search.trim() === text.trim() ? q : { ...q, search: text })),
      SEARCH_DEBOUNCE_MS,
    );
  }, []);

  const setType = useCallback(
    (type: string) => {
      clearTimeout(debounce.current);
      setQuery({ search, type });
    },
    [search],
  );

  const clearFilters = useCallback(() => {
    clearTimeout(debounce.current);
    setSearchText("");
    setQuery({ search: "", type: "" });
  }, []);

  // A new search or filter starts again from the first page (and drops the old cursor).
  useEffect(() => {
    void load();
  }, [query, load]);

  useEffect(() => () => clearTimeout(debounce.current), []);

  // Preview links carry 15-minute tokens: refresh the cards on screen before they run out while the tab is in use.
  useEffect(() => {
    const maybeReload = () => {
      if (document.visibilityState === "visible" && Date.now() - loadedAt.current > PREVIEW_REFRESH_MS)
        void load(countRef.current);
    };
    const timer = setInterval(maybeReload, 60_000);
    document.addEventListener("visibilitychange", maybeReload);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", maybeReload);
    };
  }, [load]);

  return {
    templates,
    total,
    userTotal,
    hasMore: nextCursor !== null,
    loading,
    loadingMore,
    loaded,
    error,
    search,
    type: query.type,
    filtered: !!(shownQuery.search.trim() || shownQuery.type),
    setSearch,
    setType,
    clearFilters,
    reload,
    loadMore,
    remove,
  };
}
