import type { ImageRef } from "../content";
import { keepsResult } from "./draw-cache";

export const IMMUTABLE = "public, max-age=31536000, immutable";

/** The part of R2Bucket the store uses (kept structural so node-side scripts type-check without worker types). */
export interface BucketLike {
  put(
    key: string,
    value: Uint8Array,
    options: { httpMetadata: { contentType: string; cacheControl: string } },
  ): Promise<unknown>;
  delete(keys: string[]): Promise<unknown>;
}

export interface StoredObject {
  key: string;
  url: string;
  bytes: number;
  contentType: string;
}

interface Pending {
  key: string;
  url: string;
  contentType: string;
  render: () => Promise<Uint8Array | string>;
}

/**
 * Puts the template's files under its unguessable asset prefix (128 random bits, see newAssetPrefix). Images are
 * promised first (their URL and size are known up front) and rendered only when the finished HTML uses them.
 */
export class AssetStore {
  readonly stored: StoredObject[] = [];
  private pending: Pending[] = [];
  private skipped: Pending[] = [];
  /** Milliseconds spent rendering and encoding in flush(). */
  renderMs = 0;

  /** Where the prefix is served: `<publicBaseUrl>/api/<prefix>` unless a caller serves it elsewhere (the demo). */
  private urlBase: string;

  constructor(
    private bucket: BucketLike,
    private prefix: string,
    publicBaseUrl: string,
    urlBase?: string,
  ) {
    this.urlBase = urlBase ?? `${publicBaseUrl}/api/${prefix}`;
  }

  private locate(name: string, ext: string) {
    return { key: `${this.prefix}${name}.${ext}`, url: `${this.urlBase}${name}.${ext}` };
  }

  promise(
    name: string,
    ext: string,
    contentType: string,
    render: () => Promise<Uint8Array | string>,
  ): string {
    const { key, url } = this.locate(name, ext);
    this.pending.push({ key, url, contentType, render });
    return url;
  }

  image(
    name: string,
    type: "png" | "jpeg",
    width: number,
    height: number,
    alt: string,
    render: () => Promise<Uint8Array>,
  ): ImageRef {
    const url = this.promise(
      name,
      type === "png" ? "png" : "jpg",
      type === "png" ? "image/png" : "image/jpeg",
      render,
    );
    return { url, width, height, alt };
  }

  /** Renders and stores what `html` references (everything when html is null); a failed render throws. */
  async flush(html: string | null): Promise<StoredObject[]> {
    const used = this.pending.filter((p) => html === null || html.includes(p.url));
    this.skipped = this.pending.filter((p) => !used.includes(p));
    this.pending = [];
    for (const p of used) {
      const t0 = Date.now();
      const body = await p.render();
      this.renderMs += Date.now() - t0;
      const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
      await this.bucket.put(p.key, bytes, {
        httpMetadata: { contentType: p.contentType, cacheControl: IMMUTABLE },
      });
      this.stored.push({ key: p.key, url: p.url, bytes: bytes.byteLength, contentType: p.contentType });
    }
    return this.stored;
  }

  /**
   * A known brand's artwork that this e-mail did not use is drawn into the brand's cache now (never stored with the
   * template), so the brand's next e-mail finds its whole set drawn: it is drawn once per kit version.
   */
  async warm(): Promise<void> {
    const later = this.skipped.filter((p) => keepsResult(p.render));
    this.skipped = [];
    for (const p of later) await p.render();
  }
}
