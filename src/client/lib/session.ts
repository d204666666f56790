import type { PublicUser } from "../../shared/api-types";

/** Sessions are per browser tab, so everything lives in sessionStorage. */
export interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

export interface StoredUser extends PublicUser {
  sessionToken: string;
  refreshToken: string;
  tokenExpiresAt: number;
}

const USER_KEY = "user";
const SESSION_KEY = "session";

type Listener = (user: StoredUser | null) => void;
const listeners = new Set<Listener>();

export function getStoredUser(): StoredUser | null {
  try {
    const raw = sessionStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

export function setStoredUser(user: StoredUser | null): void {
  if (user) {
    sessionStorage.setItem(USER_KEY, JSON.stringify(user));
    sessionStorage.setItem("session_token", user.sessionToken);
    sessionStorage.setItem("access_token", user.sessionToken);
    sessionStorage.setItem("refresh_token", user.refreshToken);
    const session: StoredSession = {
      access_token: user.sessionToken,
      refresh_token: user.refreshToken,
      expires_at: user.tokenExpiresAt,
    };
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  } else {
    for (const k of [USER_KEY, SESSION_KEY, "session_token", "access_token", "refresh_token", "showDashboard"])
      sessionStorage.removeItem(k);
  }
  for (const l of listeners) l(user);
}

export function updateStoredUser(patch: Partial<StoredUser>): StoredUser | null {
  const current = getStoredUser();
  if (!current) return null;
  const next = { ...current, ...patch };
  setStoredUser(next);
  return next;
}

export function subscribeUser(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
