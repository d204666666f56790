import { api } from "./api";
import type { BrandKit, BrandReadAnswer } from "../../shared/brand-kit";

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

export interface ReadAnswer extends BrandReadAnswer {
  kit: BrandKit | null;
  merged: BrandKit | null;
}

export const listBrands = () =>
  api<{ brands: BrandKit[] }>("/api/brands", {
    auth: true,
    fallbackError: "Could not load your brands",
  }).then((r) => r.brands);

export const createBrand = (body: KitBody & { name: string }) =>
  api<{ brand: BrandKit }>("/api/brands", {
    method: "POST",
    auth: true,
    json: body,
    fallbackError: "Could not save the brand",
  }).then((r) => r.brand);

export const updateBrand = (id: string, body: KitBody) =>
  api<{ brand: BrandKit }>(`/api/brands/${id}`, {
    method: "PATCH",
    auth: true,
    json: body,
    fallbackError: "Could not save the brand",
  }).then((r) => r.brand);

export const deleteBrand = (id: string) =>
  api<{ ok: true }>(`/api/brands/${id}`, {
    method: "DELETE",
    auth: true,
    fallbackError: "Could not delete the brand",
  });

export const readWebsite = (url: string, brandId?: string | null) =>
  api<ReadAnswer>("/api/brands/read", {
    method: "POST",
    auth: true,
    json: brandId ? { url, brandId } : { url },
    timeoutMs: 30_000,
    fallbackError: "We could not read this website",
  });
