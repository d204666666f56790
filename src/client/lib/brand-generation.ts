import type { BrandKit } from "../../shared/brand-kit";
import { request } from "./api";
import { updateBrand } from "./brands-api";

interface Asked {
  brandId?: string;
  logo?: string;
  address?: string;
}

/**
 * Before a generation: an address typed inline is kept (in the kit, else the profile) so it is asked once, and a
 * logo dropped while the kit has none becomes the kit's. A kit's approved logo is never replaced from here.
 */
export async function saveGenerationBrand(v: Asked, kit: BrandKit | null): Promise<BrandKit | null> {
  const own = kit && v.brandId === kit.id ? kit : null;
  const patch = {
    ...(v.address && own && !own.address ? { address: v.address } : {}),
    ...(v.logo && own && !own.logoUrl ? { logo: v.logo } : {}),
  };
  if (v.address && !own)
    await request(
      { auth: true, json: { companyAddress: v.address }, fallbackError: "Failed to save settings" },
      (c) => c.api.auth.profile.$patch(),
    );
  return own && Object.keys(patch).length ? updateBrand(own.id, patch) : null;
}
