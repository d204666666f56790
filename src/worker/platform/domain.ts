import { domainToUnicode } from "node:url";
import { parse } from "tldts";

/**
 * A host as a reader writes it: Unicode labels instead of punycode ("xn--mnchen-3ya.de" -> "münchen.de"), decoded by
 * the runtime's own IDNA (nodejs_compat). A host that is not a valid domain stays as given.
 */
export function unicodeHost(host: string): string {
  return domainToUnicode(host) || host;
}

/**
 * A host split by the public-suffix list (tldts, which includes the private section, so "acme.github.io" is Acme's
 * and "shop.green-leaf.com.au" is Green Leaf's): the registrable label and the labels before it, in Unicode.
 * IP addresses have neither.
 */
export function hostParts(host: string): { label: string | null; subdomains: string[]; ip: boolean } {
  const p = parse(host, { allowPrivateDomains: true });
  if (p.isIp) return { label: null, subdomains: [], ip: true };
  const label = p.domainWithoutSuffix || (p.hostname ?? host).split(".")[0] || null;
  return {
    label: label && unicodeHost(label),
    subdomains: p.subdomain ? p.subdomain.split(".").map(unicodeHost) : [],
    ip: false,
  };
}
