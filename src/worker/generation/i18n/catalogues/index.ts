import type { Lang } from "../../../../shared/facts";
import { cs } from "./cs";
import { da } from "./da";
import { de } from "./de";
import { en, type Catalogue } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { ja } from "./ja";
import { nl } from "./nl";
import { pl } from "./pl";
import { pt } from "./pt";
import { sv } from "./sv";

/** Every language's catalogue; `Catalogue` (the English one's keys) makes a missing or extra key a type error. */
export const CATALOGUES: Record<Lang, Catalogue> = { en, de, fr, es, it, nl, pt, pl, cs, sv, da, ja };

export type { Catalogue };
