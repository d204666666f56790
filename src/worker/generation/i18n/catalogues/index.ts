import type { Lang } from "../../../../shared/facts";
import { de } from "./de";
import { en, type Catalogue } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { pt } from "./pt";

/** Every language's catalogue; `Catalogue` (the English one's keys) makes a missing or extra key a type error. */
export const CATALOGUES: Record<Lang, Catalogue> = { en, de, fr, es, it, nl, pt };

export type { Catalogue };
