import { useRef, type ReactNode } from "react";
import { saveGenerationBrand } from "../../lib/brand-generation";
import type { BrandKits } from "../../lib/use-brands";
import type { GeneratorValues } from "../generator/generator-form";
import { ProgressOverlay } from "../generator/progress-overlay";
import { useGeneration } from "../generator/use-generation";

interface Options {
  userId: string;
  templateCount: number;
  kits: BrandKits;
  refreshNow: () => Promise<boolean>;
  onCompleted: (note?: string, versions?: number) => void;
  onPricing: () => void;
}

/** Generation from the dashboard: the kit is filled from the request first, progress shows over every tab. */
export function useDashboardGeneration({
  userId,
  templateCount,
  kits,
  refreshNow,
  onCompleted,
  onPricing,
}: Options) {
  const lastRequest = useRef<GeneratorValues | null>(null);
  const gen = useGeneration({ userId, templateCount, onCompleted, onSettled: () => void refreshNow() });

  const generate = async (values: GeneratorValues) => {
    lastRequest.current = values;
    // What the user typed or dropped once (an address, a first logo) fills the kit's empty fields, then generation.
    const named = kits.brands?.find((b) => b.id === values.brandId) ?? null;
    const kit = await saveGenerationBrand(values, named).catch(() => null);
    if (kit) kits.upsert(kit);
    if (values.address) void refreshNow();
    const { address: _address, ...request } = values;
    void _address;
    void gen.start(request);
  };

  const overlay: ReactNode = gen.state.phase !== "idle" && (
    <ProgressOverlay
      state={gen.state}
      now={gen.now}
      onCancel={gen.cancel}
      onDismiss={gen.dismiss}
      onRetry={() => {
        gen.dismiss();
        if (lastRequest.current) void generate(lastRequest.current);
      }}
      onUpgrade={() => {
        gen.dismiss();
        onPricing();
      }}
    />
  );

  return { generate, running: gen.state.phase === "running", overlay };
}
