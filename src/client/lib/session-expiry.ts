import { SESSION_EXPIRED } from "./api";
import { setStoredUser } from "./session";

const NOTICE_ID = "session-expired-notice";
export const LOGIN_REDIRECT_MS = 2000;
let redirecting = false;

/**
 * Spec 02 section 8: drop the stored user, tell the user, go to /login after 2 s. The notice is plain DOM
 * because clearing the user unmounts the dashboard at once.
 */
export function handleSessionExpired(message: string = SESSION_EXPIRED): void {
  setStoredUser(null);
  if (redirecting) return;
  redirecting = true;
  if (!document.getElementById(NOTICE_ID)) {
    const el = document.createElement("div");
    el.id = NOTICE_ID;
    el.setAttribute("role", "alert");
    el.className = "session-expired-notice";
    el.textContent = message;
    document.body.appendChild(el);
  }
  setTimeout(() => {
    redirecting = false;
    document.getElementById(NOTICE_ID)?.remove();
    window.location.assign("/login?expired=true");
  }, LOGIN_REDIRECT_MS);
}
