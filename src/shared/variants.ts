import { planAtLeast, type PlanId } from "./plans";

/** Versions of one brief a generation may write for its one credit (decisions, section 11). */
export const VARIANT_COUNTS = [1, 2, 3] as const;
export type VariantCount = (typeof VARIANT_COUNTS)[number];
export const MAX_VARIANTS = 3;

/** Each version's label, in the order they are written. */
export const VARIANT_LABELS = ["A", "B", "C"] as const;
export type VariantLabel = (typeof VARIANT_LABELS)[number];

/** Premium and Enterprise may ask for more than one version. */
export const canAskVariants = (plan: PlanId) => planAtLeast(plan, "premium");
