import { env } from "cloudflare:workers";
import app from "../../src/worker/app";
import type { AppBindings } from "../../src/worker/env";

/** A D1 binding that records every SQL statement sent through it (prepared, batched or exec'd). */
export function countingD1(inner: D1Database = env.DB) {
  const statements: string[] = [];
  const db = new Proxy(inner, {
    get(target, prop) {
      if (prop === "prepare") {
        return (sql: string) => {
          statements.push(sql);
          return target.prepare(sql);
        };
      }
      if (prop === "exec") {
        return (sql: string) => {
          statements.push(sql);
          return target.exec(sql);
        };
      }
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
