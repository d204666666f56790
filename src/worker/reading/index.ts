// The reading domain's one door: read a brief, read a site, build the facts a generation states. Everything else
// under reading/ is its inside. The option and request types are the door's contract for the readers' callers.
export { readBrief } from "./brief";
/** @public */
export type { ReadBriefOptions } from "./brief";
export { checkCorrectedFacts } from "./brief/apply";
export { readSite, shareImageOf } from "./site";
/** @public */
export type { ReadSiteOptions, SiteReading } from "./site/types";
export { buildFacts } from "./facts";
/** @public */
export type { FactsRequest } from "./facts";
export { nameFromAddress } from "./facts/brand";
export { detectLanguage } from "./language";
