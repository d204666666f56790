// The community-maintained disposable-email-domains blocklist (about 9,000 domains, packaged by
// disposable-email-domains-js). Imported by the server only: it is too large for the client's first download.
import blocklist from "disposable-email-domains-js/dist/dict/disposable_email_blocklist.json";

const DISPOSABLE = new Set<string>(blocklist as string[]);

/** Exact match on the domain or any parent domain (mx.mailinator.com counts as mailinator.com), never a substring. */
export function isDisposableDomain(domain: string): boolean {
  const labels = domain.trim().toLowerCase().replace(/\.$/, "").split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    if (DISPOSABLE.has(labels.slice(i).join("."))) return true;
  }
  return false;
}
