import { api } from "../../../lib/api";
import type { TemplateSummary } from "../../../lib/api-types";

export interface SaveEditedRequest {
  parentTemplateId: string;
  name: string;
  campaignType: string;
  htmlContent: string;
  websiteUrl: string;
  subject: string;
  preheader: string;
}

export async function saveEditedTemplate(body: SaveEditedRequest): Promise<TemplateSummary> {
  const res = await api<{ success: boolean; template: TemplateSummary }>("/api/templates/save-edited", {
    method: "POST",
    auth: true,
    json: body,
    fallbackError: "Save failed",
  });
  if (!res?.success || !res.template?.id) throw new Error("The server did not confirm the save");
  return res.template;
}
