import { eq, lt, sql } from "drizzle-orm";
import { rateLimits } from "../db/schema";
import type { Db } from "./db";
import { ApiError } from "./errors";
import { addressSubject } from "./client-address";

export interface Limit {
  name: string;
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  loginIp: { name: "login-ip", max: 200, windowSeconds: 15 * 60 },
  /** Tight: one account from one client address. */
  loginAccountIp: { name: "login-acct-ip", max: 10, windowSeconds: 15 * 60 },
  /** Loose ceiling across all addresses, so a lockout needs far more than one address's guesses. */
  loginAccount: { name: "login-acct", max: 100, windowSeconds: 15 * 60 },
  resetIp: { name: "reset-ip", max: 20, windowSeconds: 60 * 60 },
  resetAccount: { name: "reset-acct", max: 5, windowSeconds: 60 * 60 },
  updatePasswordIp: { name: "update-pw-ip", max: 30, windowSeconds: 60 * 60 },
  resendIp: { name: "resend-ip", max: 20, windowSeconds: 60 * 60 },
  registerIp: { name: "register-ip", max: 200, windowSeconds: 60 * 60 },
  statusIp: { name: "status-ip", max: 600, windowSeconds: 10 * 60 },
  verifyIp: { name: "verify-ip", max: 300, windowSeconds: 10 * 60 },
  clientErrorIp: { name: "client-error-ip", max: 60, windowSeconds: 60 },
} satisfies Record<string, Limit>;

/** The limiter's clock in seconds: tests pin it, so no test depends on a window outliving it. */
export const rateLimitClock = { seconds: () => Math.floor(Date.now() / 1000) };
const now = () => rateLimitClock.seconds();

function tooMany(retryAfter: number, message?: string): ApiError {
  const seconds = Math.max(1, retryAfter);
  return new ApiError(
    429,
    "rate_limited",
    message ?? `Too many attempts. Please try again in ${describe(seconds)}.`,
    {
      "Retry-After": String(seconds),
    },
  );
}

function describe(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Fixed window counter in D1: one atomic upsert per call; throws 429 with Retry-After once the window is full. */
export async function hit(db: Db, limit: Limit, subject: string, message?: string): Promise<void> {
  const t = now();
  const windowStart = t - (t % limit.windowSeconds);
  const key = `${limit.name}:${subject}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart,
      },
    })
    .returning();
  if (row.count > limit.max) throw tooMany(windowStart + limit.windowSeconds - t, message);
}

export const RESEND_COOLDOWN_SECONDS = 60;

/** Sliding cooldown: at most one action per `seconds` for a subject; the first call after the pause wins atomically. */
export async function cooldown(
  db: Db,
  name: string,
  subject: string,
  seconds: number,
  message: (s: number) => string,
) {
  const t = now();
  const key = `${name}:${subject}`;
  const claimed = await db
    .insert(rateLimits)
    .values({ key, windowStart: t, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { windowStart: t, count: sql`${rateLimits.count} + 1` },
      setWhere: sql`${rateLimits.windowStart} <= ${t - seconds}`,
    })
    .returning();
  if (claimed.length) return;
  const row = await db.query.rateLimits.findFirst({ where: eq(rateLimits.key, key) });
  const wait = Math.max(1, (row?.windowStart ?? t) + seconds - t);
  throw new ApiError(429, "rate_limited", message(wait), { "Retry-After": String(wait) });
}

/** The subject per-address limits count: IPv4 as it is, IPv6 by its /64 (see client-address.ts). */
export function clientIp(header: string | undefined): string {
  return addressSubject(header);
}

/** For the cleanup cron: drops counters whose window ended over a day ago (every limit's window is shorter). */
export async function purgeRateLimits(db: Db, nowSeconds = now()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, nowSeconds - 24 * 60 * 60));
}
