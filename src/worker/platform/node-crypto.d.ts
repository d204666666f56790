// The one node:crypto function the worker uses (nodejs_compat). Declared here instead of adding @types/node to the
// worker program, which would bring Node's globals (Buffer, timers) into code that runs on workerd.
declare module "node:crypto" {
  export function scryptSync(
    password: Uint8Array | string,
    salt: Uint8Array | string,
    keylen: number,
    options?: { N?: number; r?: number; p?: number; maxmem?: number },
  ): Uint8Array;
}
