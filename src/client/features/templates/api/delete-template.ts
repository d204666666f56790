import { api } from "../../../lib/api";

export async function deleteTemplate(id: string): Promise<void> {
  await api<unknown>(`/api/templates/${encodeURIComponent(id)}`, {
    method: "DELETE",
    auth: true,
    fallbackError: "Failed to delete template. Please try again.",
  });
}
