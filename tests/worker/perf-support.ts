import { env } from "cloudflare:workers";
import app from "../../src/worker/app";
import type { AppBindings } from "../../src/worker/env";

const SENDS = new Set<PropertyKey>(["all", "raw", "first", "run"]);

/**
 * A D1 binding that records every SQL statement sent through it, when it is sent (run, batched or exec'd): the app
 * keeps some statements prepared across requests, so counting at prepare time would miss them.
 */
export function countingD1(inner: D1Database = env.DB) {
  const statements: string[] = [];
  const counted = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        if (prop === "bind") return (...values: unknown[]) => counted(target.bind(...values), sql);
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== "function") return value;
        if (!SENDS.has(prop)) return value.bind(target);
        return (...args: unknown[]) => {
          statements.push(sql);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const db = new Proxy(inner, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => counted(target.prepare(sql), sql);
      if (prop === "batch")
        return (batch: D1PreparedStatement[]) => {
          statements.push(...batch.map((stmt) => (stmt as unknown as { statement: string }).statement));
          return target.batch(batch);
        };
      if (prop === "exec")
        return (sql: string) => {
          statements.push(sql);
          return target.exec(sql);
        };
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, statements };
}

export function callWith(
  bindings: Partial<AppBindings>,
  path: string,
  init: RequestInit & { token?: string } = {},
) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  headers.set(
    "cf-connecting-ip",
    `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  return app.fetch(new Request(`http://app.test${path}`, { ...init, headers }), {
    ...env,
    ...bindings,
  } as AppBindings);
}
