import { api } from "../../../lib/api";
import type { Announcement } from "../../../lib/api-types";

export async function getAnnouncement(): Promise<Announcement | null> {
  const res = await api<{ announcement: Announcement | null }>("/api/announcements", { auth: true });
  return res?.announcement ?? null;
}
