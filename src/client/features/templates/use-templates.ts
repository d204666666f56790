import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { ApiRequestError, errorMessage } from "../../lib/api";
import { fetchTemplates, PAGE_SIZE } from "../../lib/list-templates";
import type { TemplateListResponse, TemplateSummary } from "../../lib/api-types";
import { handleSessionExpired } from "../../lib/session-expiry";

const PREVIEW_REFRESH_MS = 10 * 60 * 1000;
export const SEARCH_DEBOUNCE_MS = 300;

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

/** A page as read, with the search it answers (the list on screen may still be the previous search's). */
type Page = TemplateListResponse & { query: Query };
type Pages = InfiniteData<Page>;

const LIST_KEY = "templates";

function listOf(data: Pages | undefined): TemplateSummary[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((p) => p.templates.filter((t) => !seen.has(t.id) && seen.add(t.id)));
}

const isFiltered = (q: Query | undefined) => !!(q && (q.search.trim() || q.type));

/** The user's templates, read a page at a time through TanStack Query; a new search starts from the first page. */
export function useTemplates(): TemplatesState {
  const client = useQueryClient();
  const [search, setSearchText] = useState("");
  const [query, setQuery] = useState<Query>({ search: "", type: "" });
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queryKey = useMemo(() => [LIST_KEY, query.search.trim(), query.type] as const, [query]);

  const list = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam }): Promise<Page> => {
      const cursor = pageParam as string | null;
      const res = await fetchTemplates(cursor ? { ...query, cursor } : { ...query, pageSize: PAGE_SIZE });
      return { ...res, query };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    // Preview links carry 15-minute tokens: the cards on screen are read again before they run out.
    refetchInterval: PREVIEW_REFRESH_MS,
    refetchOnWindowFocus: (q) => Date.now() - q.state.dataUpdatedAt > PREVIEW_REFRESH_MS,
  });

  const unauthorized = list.error instanceof ApiRequestError && list.error.status === 401;
  useEffect(() => {
    if (unauthorized) handleSessionExpired();
  }, [unauthorized]);

  const templates = useMemo(() => listOf(list.data), [list.data]);
  const last = list.data?.pages.at(-1);
  const userTotal = useRef(0);
  if (last)
    userTotal.current = last.unfilteredTotal ?? (isFiltered(last.query) ? userTotal.current : last.total);

  const reload = useCallback(async () => {
    // Back to the first page, as after a new search: the pages read further down are dropped, not read again.
    client.setQueryData<Pages>(queryKey, (d) =>
      d ? { pages: d.pages.slice(0, 1), pageParams: d.pageParams.slice(0, 1) } : d,
    );
    const r = await list.refetch();
    return r.isSuccess ? listOf(r.data) : null;
  }, [client, list, queryKey]);

  const { hasNextPage, isFetching, fetchNextPage } = list;
  const loadMore = useCallback(async () => {
    if (!hasNextPage || isFetching) return;
    await fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);

  const remove = useCallback(
    (id: string) =>
      client.setQueriesData<Pages>({ queryKey: [LIST_KEY] }, (d) =>
        d
          ? {
              ...d,
              pages: d.pages.map((p) => ({
                ...p,
                templates: p.templates.filter((t) => t.id !== id),
                total: Math.max(0, p.total - 1),
                unfilteredTotal:
                  p.unfilteredTotal == null ? p.unfilteredTotal : Math.max(0, p.unfilteredTotal - 1),
              })),
            }
          : d,
      ),
    [client],
  );
  // The user's own count drops with the card even when the list on screen is a search's.
  const removeAndCount = useCallback(
    (id: string) => {
      userTotal.current = Math.max(0, userTotal.current - 1);
      remove(id);
    },
    [remove],
  );

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

  useEffect(() => () => clearTimeout(debounce.current), []);

  return {
    templates,
    total: last?.total ?? 0,
    userTotal: userTotal.current,
    hasMore: list.hasNextPage,
    loading: list.isFetching && !list.isFetchingNextPage,
    loadingMore: list.isFetchingNextPage,
    loaded: list.data !== undefined,
    error: list.error && !unauthorized ? errorMessage(list.error, "Failed to load templates") : null,
    search,
    type: query.type,
    filtered: isFiltered(list.data?.pages[0]?.query),
    setSearch,
    setType,
    clearFilters,
    reload,
    loadMore,
    remove: removeAndCount,
  };
}
