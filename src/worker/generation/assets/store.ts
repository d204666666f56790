import type { ImageRef } from "../content";

export const IMMUTABLE = "public, max-age=31536000, immutable";

export interface StoredObject {
  key: string;
  url: string;
  bytes: number;
  contentType: string;
}

/** Puts the template's files under its unguessable asset prefix; every name gets a random suffix as well. */
export class AssetStore {
  readonly stored: StoredObject[] = [];
  constructor(
    private bucket: R2Bucket,
    private prefix: string,
    private publicBaseUrl: string,
  ) {}

  async put(
    name: string,
    body: Uint8Array | string,
    contentType: string,
    ext: string,
  ): Promise<StoredObject> {
    const rand = [...crypto.getRandomValues(new Uint8Array(4))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    const key = `${this.prefix}${name}-${rand}.${ext}`;
    const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
    await this.bucket.put(key, bytes, { httpMetadata: { contentType, cacheControl: IMMUTABLE } });
    const obj = { key, url: `${this.publicBaseUrl}/api/${key}`, bytes: bytes.byteLength, contentType };
    this.stored.push(obj);
    return obj;
  }

  async image(
    name: string,
    body: Uint8Array,
    type: "png" | "jpeg",
    width: number,
    height: number,
    alt: string,
  ): Promise<ImageRef> {
    const obj = await this.put(
      name,
      body,
      type === "png" ? "image/png" : "image/jpeg",
      type === "png" ? "png" : "jpg",
    );
    return { url: obj.url, width, height, alt };
  }

  /** Drops the files the finished HTML does not use. */
  async prune(html: string): Promise<void> {
    const unused = this.stored.filter((o) => !html.includes(o.url));
    if (unused.length) await this.bucket.delete(unused.map((o) => o.key));
    for (const o of unused) this.stored.splice(this.stored.indexOf(o), 1);
  }
}
