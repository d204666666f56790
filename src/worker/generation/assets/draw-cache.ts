/**
 * Brand assets drawn once and reused (issue 22): a generation for a known brand reads what an earlier one drew,
 * keyed by everything the drawing depends on, so a changed logo or colour simply misses.
 */
export interface DrawCache {
  read(key: string): Promise<Uint8Array | null>;
  write(key: string, bytes: Uint8Array): Promise<void>;
}

/** Wraps a draw so that it runs only when the cache does not hold its result yet. */
export function memoDraw(
  cache: DrawCache | undefined,
  key: string,
  draw: () => Promise<Uint8Array>,
): () => Promise<Uint8Array> {
  if (!cache) return draw;
  return Object.assign(
    async () => {
      const hit = await cache.read(key).catch(() => null);
      if (hit) return hit;
      const bytes = await draw();
      await cache
        .write(key, bytes)
        .catch((e: unknown) => console.warn("draw cache write failed", e instanceof Error ? e.message : e));
      return bytes;
    },
    { drawOnce: true },
  );
}

/** A draw whose result is kept for the brand's later e-mails (see AssetStore.warm). */
export const keepsResult = (render: unknown): boolean => !!(render as { drawOnce?: boolean }).drawOnce;

/** The logo as drawn and measured: the measurement travels as JSON beside the picture. */
export async function memoJson<T>(
  cache: DrawCache | undefined,
  key: string,
  make: () => Promise<T>,
): Promise<T> {
  if (cache) {
    const hit = await cache.read(key).catch(() => null);
    if (hit) {
      try {
        return JSON.parse(new TextDecoder().decode(hit)) as T;
      } catch {
        /* drawn again below */
      }
    }
  }
  const value = await make();
  if (cache) await cache.write(key, new TextEncoder().encode(JSON.stringify(value))).catch(() => undefined);
  return value;
}
