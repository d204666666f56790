// The one node:url function the worker uses (nodejs_compat), declared like node-crypto.d.ts for the same reason.
declare module "node:url" {
  export function domainToUnicode(domain: string): string;
}
