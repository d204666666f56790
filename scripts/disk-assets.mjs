// The engine's composition (facts → images → e-mail → files) for Node scripts, with a bucket on disk: the gallery and
// the public examples store their images as plain files and serve or ship them from there.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";

const { makeEmail } = await tsImport("../src/worker/generation/index.ts", import.meta.url);
const { convertLogoUpload } = await tsImport("../src/worker/generation/intake.ts", import.meta.url);

export { convertLogoUpload };

/** The part of an R2 bucket the asset store uses, writing `<dir>/<key>`. */
export function diskBucket(dir) {
  return {
    async put(key, value) {
      const file = path.join(dir, key);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, value);
    },
    async delete(keys) {
      for (const key of keys) rmSync(path.join(dir, key), { force: true });
    },
  };
}

/**
 * Composes one e-mail exactly as the pipeline does, its files written under `<dir>/<prefix>` and linked as
 * `<urlBase><file>`. `logo` is the raw logo file (normalised to PNG like an upload) or null; `images` are campaign
 * photos (raw files) as a user would upload them.
 */
export async function composeToDisk({ dir, prefix, urlBase, input, logo, images = [], generate, icsUid }) {
  const png = logo ? (await convertLogoUpload(new Uint8Array(logo))).png : null;
  const made = await makeEmail({
    store: { bucket: diskBucket(dir), prefix, baseUrl: "", urlBase },
    input,
    uploads: { logo: png, images: images.map((b) => new Uint8Array(b)) },
    write: async (i) => [await generate(i)],
    icsUid,
  });
  // `files`: what was stored and how long drawing took, for the gallery's and the benches' figures.
  return {
    template: made.emails[0],
    assets: made.assets,
    files: { stored: made.stored, renderMs: made.renderMs },
  };
}
