import { isProduction, type AppBindings } from "../env";

/**
 * Reading a customer's website, its logo and its pictures ends at wall-clock limits so a slow site cannot hold a
 * request or a job. The parsing and decoding between the awaits count toward those limits too, so on a machine
 * shared with other busy processes they run out for reasons that have nothing to do with the network.
 * TIME_LIMIT_SCALE multiplies every such limit outside production: the test runs, which read fixture sites on
 * busy machines, make them long; tests of the limits themselves pass their own short ones.
 */
export function waitLimitMs(env: Pick<AppBindings, "APP_ENV" | "TIME_LIMIT_SCALE">, ms: number): number {
  const scale = Number(env.TIME_LIMIT_SCALE);
  if (isProduction(env) || !Number.isFinite(scale) || scale < 1) return ms;
  return Math.round(ms * scale);
}
