import { api } from "../../../lib/api";
import type { TemplateListResponse, TemplateSummary } from "./types";

const PAGE_SIZE = 100;
const MAX_PAGES = 40;

export function listTemplatesPage(
  page: number,
  pageSize = PAGE_SIZE,
  cursor?: string | null,
): Promise<TemplateListResponse> {
  const q = new URLSearchParams({ search: "", type: "", page: String(page), pageSize: String(pageSize) });
  if (cursor) q.set("cursor", cursor);
  return api<TemplateListResponse>(`/api/templates?${q}`, {
    auth: true,
    fallbackError: "Failed to load templates",
  });
}

/**
 * Every template of the user, newest first as the server orders them. Pages follow the server's nextCursor (an
 * index seek, no OFFSET scan) at the largest page size, so 1000 templates take 10 requests instead of 20.
 */
export async function listAllTemplates(): Promise<{ templates: TemplateSummary[]; total: number }> {
  const first = await listTemplatesPage(1);
  const templates = [...first.templates];
  const pageSize = first.pageSize || PAGE_SIZE;
  let cursor = first.nextCursor ?? null;
  for (let page = 2; templates.length < first.total && page <= MAX_PAGES; page++) {
    const next = await listTemplatesPage(page, pageSize, cursor);
    if (next.templates.length === 0) break;
    templates.push(...next.templates);
    cursor = next.nextCursor ?? null;
    if (next.nextCursor === null) break;
  }
  return { templates, total: first.total };
}
