import { request } from "../../../lib/api";

export interface SaveEditedRequest {
  parentTemplateId: string;
  name: string;
  campaignType: string;
  htmlContent: string;
  websiteUrl: string;
  subject: string;
  preheader: string;
}

export async function saveEditedTemplate(body: SaveEditedRequest) {
  const res = await request({ auth: true, json: body, fallbackError: "Save failed" }, (c) =>
    c.api.templates["save-edited"].$post(),
  );
  if (!res?.success || !res.template?.id) throw new Error("The server did not confirm the save");
  return res.template;
}
