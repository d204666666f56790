import { request } from "../../../lib/api";

export async function deleteTemplate(id: string): Promise<void> {
  await request({ auth: true, fallbackError: "Failed to delete template. Please try again." }, (c) =>
    c.api.templates[":id"].$delete({ param: { id: encodeURIComponent(id) } }),
  );
}
