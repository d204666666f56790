import { api } from "./api";
import type { TemplateDetail } from "./api-types";

export async function getTemplate(id: string): Promise<TemplateDetail> {
  const res = await api<{ template: TemplateDetail }>(`/api/templates/${encodeURIComponent(id)}`, {
    auth: true,
    fallbackError: "Failed to load template",
  });
  return res.template;
}
