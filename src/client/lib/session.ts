import type { PublicUser } from "../../shared/api-types";
import { isPlanId } from "../../shared/plans";

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
    const user = raw ? (JSON.parse(raw) as StoredUser | null) : null;
    if (!user || typeof user !== "object") return null;
    // A plan this build does not know (an older or newer app wrote it) must not crash every screen: show the free
    // plan until the profile refresh brings the server's word.
    return isPlanId(user.plan) ? user : { ...user, plan: "free" };
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
    for (const k of [
      USER_KEY,
      SESSION_KEY,
      "session_token",
      "access_token",
      "refresh_token",
      "showDashboard",
    ])
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

const LEGACY_KEYS = ["user", "session", "session_token", "access_token", "refresh_token"];

type Loose = Record<string, unknown>;
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === "string" && v ? v : undefined);

/** Accepts the older stored shapes (snake_case usage fields, tokens kept beside the user) and returns the current one. */
export function normalizeStoredUser(
  raw: Loose,
  extra: { session?: Loose | null; sessionToken?: string | null; refreshToken?: string | null } = {},
): StoredUser {
  const session = extra.session ?? (raw.session as Loose | undefined) ?? null;
  return {
    ...(raw as unknown as StoredUser),
    templatesUsed: num(raw.templatesUsed) ?? num(raw.templates_used) ?? 0,
    bonusTemplates: num(raw.bonusTemplates) ?? num(raw.bonus_templates) ?? 0,
    templateLimit: num(raw.templateLimit) ?? num(raw.template_limit) ?? 1,
    customTemplateLimit: num(raw.customTemplateLimit) ?? num(raw.custom_template_limit) ?? null,
    sessionToken:
      str(raw.sessionToken) ??
      str(raw.session_token) ??
      str(raw.access_token) ??
      str(session?.access_token) ??
      str(extra.sessionToken) ??
      "",
    refreshToken:
      str(raw.refreshToken) ??
      str(raw.refresh_token) ??
      str(session?.refresh_token) ??
      str(extra.refreshToken) ??
      "",
    tokenExpiresAt: num(raw.tokenExpiresAt) ?? num(raw.expires_at) ?? num(session?.expires_at) ?? 0,
  };
}

function parse(raw: string | null): Loose | null {
  try {
    const v = raw ? JSON.parse(raw) : null;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Loose) : null;
  } catch {
    return null;
  }
}

/**
 * Startup: moves a session left in localStorage by older versions into this tab (sessions are per tab), brings the
 * stored user to the current shape, and drops a session that has no token. Returns what the tab holds afterwards.
 */
export function migrateStoredSession(): "none" | "restored" | "invalid" {
  const legacy = parse(localStorage.getItem("user"));
  let current = parse(sessionStorage.getItem(USER_KEY));
  let source: Storage = sessionStorage;
  if (!current && legacy) {
    current = legacy;
    source = localStorage;
  }
  const extra = {
    session: parse(source.getItem(SESSION_KEY)),
    sessionToken: source.getItem("session_token") ?? source.getItem("access_token"),
    refreshToken: source.getItem("refresh_token"),
  };
  for (const k of LEGACY_KEYS) localStorage.removeItem(k);
  if (!current) return "none";
  const user = normalizeStoredUser(current, extra);
  if (!user.sessionToken) {
    setStoredUser(null);
    return "invalid";
  }
  setStoredUser(user);
  return "restored";
}
