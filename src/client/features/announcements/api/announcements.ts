import { request } from "../../../lib/api";
import { log } from "../../../lib/log";

export async function getAnnouncement() {
  const res = await request({ auth: true }, (c) => c.api.announcements.$get());
  // What the server checked against (its clock), for support sessions with localStorage.debugMode = "true".
  if ("debug" in res && res.debug) log.debug("announcements", res.debug);
  return res?.announcement ?? null;
}
