import { useCallback, useEffect, useState } from "react";
import type { BrandKit } from "../../shared/brand-kit";
import { errorMessage } from "./api";
import { listBrands } from "./brands-api";

/** The account's brand kits (the default first is not guaranteed: look for isDefault). */
export function useBrands() {
  const [brands, setBrands] = useState<BrandKit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setBrands(await listBrands());
      setError(null);
    } catch (e) {
      setError(errorMessage(e, "Could not load your brands"));
      setBrands((b) => b ?? []);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const upsert = useCallback((kit: BrandKit) => {
    setBrands((list) => {
      const rest = (list ?? [])
        .filter((b) => b.id !== kit.id)
        .map((b) => (kit.isDefault ? { ...b, isDefault: false } : b));
      return [...rest, kit].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    });
  }, []);
  return {
    brands,
    error,
    reload,
    upsert,
    defaultKit: brands?.find((b) => b.isDefault) ?? brands?.[0] ?? null,
  };
}

export type BrandKits = ReturnType<typeof useBrands>;
