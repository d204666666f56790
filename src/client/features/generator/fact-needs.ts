import type { FieldKey, FieldValues } from "./brief-fields";

export interface FactNeed {
  field: FieldKey;
  message: string;
}

/** What an e-mail of the type cannot do without: asked for before a credit is spent, never silently left out. */
const NEEDS: Record<string, FactNeed[]> = {
  "offline-event": [
    { field: "date", message: "An event needs a date: add one, or generate without" },
    { field: "venue", message: "An event needs a venue: add one, or generate without" },
  ],
  webinar: [
    { field: "date", message: "A webinar needs a date: add one, or generate without" },
    { field: "time", message: "A webinar needs a start time: add one, or generate without" },
  ],
  "product-launch": [
    { field: "name", message: "A launch needs the product's name: add it, or generate without" },
  ],
};

export const needsFacts = (campaignType: string): boolean => campaignType in NEEDS;

/** The type's needs that the values (read from the brief, corrected, not dismissed) leave open. */
export function missingFacts(campaignType: string, values: FieldValues): FactNeed[] {
  return (NEEDS[campaignType] ?? []).filter((n) => !values[n.field]?.trim());
}
