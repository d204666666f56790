import { request } from "./api";
import type { BrandKit } from "../../shared/brand-kit";

/**
 * What the client may send for a kit: the approved fields, and a logo as a data URL (null removes it) or the address
 * of the logo found on the site, which the server fetches.
 */
export type KitBody = Partial<
  Pick<
    BrandKit,
    | "name"
    | "website"
    | "palette"
    | "fonts"
    | "tagline"
    | "address"
    | "socials"
    | "lang"
    | "tone"
    | "senderName"
    | "isDefault"
  >
> & { logo?: string | null; logoFromSite?: string };

export const listBrands = () =>
  request({ auth: true, fallbackError: "Could not load your brands" }, (c) => c.api.brands.$get()).then(
    (r) => r.brands,
  );

export const createBrand = (body: KitBody & { name: string }) =>
  request({ auth: true, json: body, fallbackError: "Could not save the brand" }, (c) =>
    c.api.brands.$post(),
  ).then((r) => r.brand);

export const updateBrand = (id: string, body: KitBody) =>
  request({ auth: true, json: body, fallbackError: "Could not save the brand" }, (c) =>
    c.api.brands[":id"].$patch({ param: { id } }),
  ).then((r) => r.brand);

export const deleteBrand = (id: string) =>
  request({ auth: true, fallbackError: "Could not delete the brand" }, (c) =>
    c.api.brands[":id"].$delete({ param: { id } }),
  );

export const readWebsite = (url: string, brandId?: string | null) =>
  request(
    {
      auth: true,
      json: brandId ? { url, brandId } : { url },
      timeoutMs: 30_000,
      fallbackError: "We could not read this website",
    },
    (c) => c.api.brands.read.$post(),
  );

export type ReadAnswer = Awaited<ReturnType<typeof readWebsite>>;
