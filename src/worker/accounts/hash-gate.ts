import { ApiError } from "../lib/errors";

/**
 * Password hashing is the one deliberately expensive thing the API does. Each isolate runs at most this many
 * hashing sections at once (the section includes the account lookup before the hash, so requests waiting on D1
 * count too); beyond it the caller gets a 429 with Retry-After instead of queueing behind the CPU, which keeps
 * every other route responsive while someone floods sign-in.
 */
export const MAX_CONCURRENT_HASHES = 2;
export const HASH_BUSY_RETRY_SECONDS = 2;
export const HASH_BUSY_MESSAGE = "The server is busy. Please try again in a few seconds.";

let inFlight = 0;

export function hashesInFlight(): number {
  return inFlight;
}

export async function withHashSlot<T>(work: () => T | Promise<T>, limit = MAX_CONCURRENT_HASHES): Promise<T> {
  if (inFlight >= limit) {
    throw new ApiError(429, "rate_limited", HASH_BUSY_MESSAGE, {
      "Retry-After": String(HASH_BUSY_RETRY_SECONDS),
    });
  }
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
  }
}
