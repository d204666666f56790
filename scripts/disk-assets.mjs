// The engine's composition (facts → images → e-mail → files) for Node scripts, with a bucket on disk: the gallery and
// the public examples store their images as plain files and serve or ship them from there.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";

const { composeTemplate } = await tsImport("../src/worker/generation/compose.ts", import.meta.url);
const { AssetStore } = await tsImport("../src/worker/generation/assets/store.ts", import.meta.url);
const { convertLogoUpload } = await tsImport("../src/worker/generation/assets/logo.ts", import.meta.url);

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
  const store = new AssetStore(diskBucket(dir), prefix, "", urlBase);
  const png = logo ? (await convertLogoUpload(new Uint8Array(logo))).png : null;
  const { generated, assets } = await composeTemplate({
    store,
    input,
    logo: png,
    images: images.map((b) => new Uint8Array(b)),
    generate,
    icsUid,
  });
  return { template: generated, assets, store };
}
