import { api } from "../../../lib/api";
import type { Announcement } from "../../../lib/api-types";
import { log } from "../../../lib/log";

export async function getAnnouncement(): Promise<Announcement | null> {
  const res = await api<{ announcement: Announcement | null; debug?: unknown }>("/api/announcements", {
    auth: true,
  });
  // What the server checked against (its clock), for support sessions with localStorage.debugMode = "true".
  if (res?.debug) log.debug("announcements", res.debug);
  return res?.announcement ?? null;
}
