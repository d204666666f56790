import { request } from "./api";

export async function getTemplate(id: string) {
  const res = await request({ auth: true, fallbackError: "Failed to load template" }, (c) =>
    c.api.templates[":id"].$get({ param: { id: encodeURIComponent(id) } }),
  );
  return res.template;
}
