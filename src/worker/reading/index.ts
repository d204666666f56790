// The reading domain's one door: read a brief, read a site, build the facts a generation states. Everything else
// under reading/ is its inside. The option and request types are the door's contract for the readers' callers.
/** @public The rules' reading alone, for the command line (the app reads through `briefReaderFor`). */
export { readBrief } from "./brief";
/** @public */
export type { ReadBriefOptions } from "./brief";
export { checkCorrectedFacts } from "./brief/apply";
export { readSite, shareImageOf, SITE_READ_TIMEOUT_MS } from "./site";
export { siteRendererFor } from "./site/rendered";
/** @public */
export type { ReadSiteOptions, SiteReading } from "./site/types";
export { buildFacts, readFacts } from "./facts";
export { briefReaderFor, modelReaderFor } from "./model";
/** @public */
export type { BriefReader } from "./model";
/** @public */
export type { FactsRequest } from "./facts";
export { nameFromAddress } from "./facts/brand";
export { detectLanguage } from "./language";
