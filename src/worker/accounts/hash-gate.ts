import { ApiError } from "../platform/errors";

/**
 * Password hashing is the one deliberately expensive thing the API does (one scrypt run is about 0.2 s of CPU that
 * cannot be split), and an isolate serves many requests on one thread. Two rules keep every other route responsive
 * while people sign in, or while someone floods sign-in:
 *  - admission: at most MAX_CONCURRENT_HASHES hashing sections per isolate (the section includes the account lookup
 *    before the hash, so requests waiting on D1 count too); beyond it the caller gets a 429 with Retry-After
 *    instead of a place in an ever longer queue;
 *  - pacing: the admitted sections hash one at a time, and after each hash the isolate rests REST_FACTOR times as
 *    long as the hash took before starting the next, so hashing uses at most about a third of the isolate's time
 *    and the requests that arrive meanwhile (health checks, dashboards, generation) run in the rest.
 * A single sign-in never waits: the rest only delays the next hash in the same isolate.
 * Fairness: one account has at most MAX_HASHES_PER_ACCOUNT section in flight per isolate, checked before anything
 * else, so a flood on one account holds one place in the line and the other accounts' sign-ins wait behind at most
 * one of its hashes; the flood's other requests are refused at once, costing no hash and no D1 work.
 */
export const MAX_CONCURRENT_HASHES = 4;
export const HASH_BUSY_RETRY_SECONDS = 2;
export const HASH_BUSY_MESSAGE = "The server is busy. Please try again in a few seconds.";
/** The rest after a hash, as a multiple of the hash's measured time, and its bounds. */
export const REST_FACTOR = 2;
export const MIN_REST_MS = 20;
export const MAX_REST_MS = 1000;

export const MAX_HASHES_PER_ACCOUNT = 1;

let inFlight = 0;
const perAccount = new Map<string, number>();
/** A hash is running or its duration is being read. */
let hashing = false;
/** No hash starts before this time (epoch ms): the rest after the previous one. */
let restUntil = 0;

/** Accounts with a hash waiting for its turn ("" for hashes of no account), and the account that hashed last. */
const waiting = new Map<string, number>();
let lastAccount: string | null = null;
const othersWaiting = (account: string) => [...waiting.keys()].some((a) => a !== account);

/**
 * After a hash, the same account waits ACCOUNT_GAP_FACTOR times the hash's duration (at most MAX_ACCOUNT_GAP_MS)
 * before its next one, so a flood on one account gets a small share of the isolate whatever the machine's speed.
 */
export const ACCOUNT_GAP_FACTOR = 4;
export const MAX_ACCOUNT_GAP_MS = 2000;
const accountNext = new Map<string, number>();

function accountReadyAt(account: string): number {
  if (!account) return 0;
  const at = accountNext.get(account) ?? 0;
  if (at && at <= Date.now()) accountNext.delete(account);
  return at;
}

/** A refused sign-in answers after this pause: it costs no CPU (a timer), and a client looping on it slows down. */
export const REFUSED_SIGN_IN_DELAY_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** @internal */
export function hashesInFlight(): number {
  return inFlight;
}

const busy = () =>
  new ApiError(429, "rate_limited", HASH_BUSY_MESSAGE, { "Retry-After": String(HASH_BUSY_RETRY_SECONDS) });

/** Refuses at once (429, nothing else spent) when the account already has a hashing section in this isolate. */
export function assertAccountIdle(account: string): void {
  if ((perAccount.get(account) ?? 0) >= MAX_HASHES_PER_ACCOUNT) throw busy();
}

/** Waits REFUSED_SIGN_IN_DELAY_MS before passing on a 429, so a flood's refused requests cost it time, not us CPU. */
export async function refuseSlowly(e: unknown): Promise<never> {
  if (e instanceof ApiError && e.status === 429) await sleep(REFUSED_SIGN_IN_DELAY_MS);
  throw e;
}

/**
 * A hashing section: admitted when the isolate has room and, given an account, when that account has none in
 * flight; otherwise 429 with Retry-After.
 */
export async function withHashSlot<T>(
  work: () => T | Promise<T>,
  limit = MAX_CONCURRENT_HASHES,
  account?: string,
): Promise<T> {
  if (account !== undefined) assertAccountIdle(account);
  if (inFlight >= limit) throw busy();
  inFlight++;
  if (account !== undefined) perAccount.set(account, (perAccount.get(account) ?? 0) + 1);
  try {
    return await work();
  } finally {
    inFlight--;
    if (account !== undefined) {
      const left = (perAccount.get(account) ?? 1) - 1;
      if (left > 0) perAccount.set(account, left);
      else perAccount.delete(account);
    }
  }
}

/**
 * Runs one hash when the isolate's previous hash and its rest are over. Every wait is the waiting request's own
 * timer (a Worker request must not wait on a promise only another request can settle: the runtime cancels it as
 * hung, and a timer left behind by a finished request may never fire). Workers' clocks move only between events,
 * so the hash's duration is read after yielding once, and the next hash may start REST_FACTOR times that long after
 * it ended.
 */
export async function pacedHash<T>(hash: () => T, account = ""): Promise<T> {
  waiting.set(account, (waiting.get(account) ?? 0) + 1);
  try {
    // The account that hashed last lets any other account's waiting hash go first.
    while (
      hashing ||
      Date.now() < restUntil ||
      Date.now() < accountReadyAt(account) ||
      (account === lastAccount && othersWaiting(account))
    )
      await sleep(hashing ? 5 : Math.max(5, Math.max(restUntil, accountReadyAt(account)) - Date.now()));
  } finally {
    const left = (waiting.get(account) ?? 1) - 1;
    if (left > 0) waiting.set(account, left);
    else waiting.delete(account);
  }
  hashing = true;
  lastAccount = account;
  const started = Date.now();
  try {
    return hash();
  } finally {
    await sleep(0);
    const ended = Date.now();
    restUntil = ended + Math.min(MAX_REST_MS, Math.max(MIN_REST_MS, REST_FACTOR * (ended - started)));
    if (account) {
      if (accountNext.size > 10_000)
        for (const [a, at] of accountNext) if (at <= ended) accountNext.delete(a);
      accountNext.set(account, ended + Math.min(MAX_ACCOUNT_GAP_MS, ACCOUNT_GAP_FACTOR * (ended - started)));
    }
    hashing = false;
  }
}
