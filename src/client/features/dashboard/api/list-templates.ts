import { api } from "../../../lib/api";
import type { TemplateListResponse, TemplateSummary } from "./types";

const PAGE_SIZE = 50;
const MAX_PAGES = 40;

export function listTemplatesPage(page: number, pageSize = PAGE_SIZE): Promise<TemplateListResponse> {
  const q = new URLSearchParams({ search: "", type: "", page: String(page), pageSize: String(pageSize) });
  return api<TemplateListResponse>(`/api/templates?${q}`, {
    auth: true,
    fallbackError: "Failed to load templates",
  });
}

/** Every template of the user, newest first as the server orders them (search and filter run on this list). */
export async function listAllTemplates(): Promise<{ templates: TemplateSummary[]; total: number }> {
  const first = await listTemplatesPage(1);
  const templates = [...first.templates];
  const pageSize = first.pageSize || PAGE_SIZE;
  for (let page = 2; templates.length < first.total && page <= MAX_PAGES; page++) {
    const next = await listTemplatesPage(page, pageSize);
    if (next.templates.length === 0) break;
    templates.push(...next.templates);
  }
  return { templates, total: first.total };
}
