import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createUser, seedTemplate } from "./pipeline-support";

/**
 * D1 in production refuses a LIKE or GLOB pattern over 50 bytes ("LIKE or GLOB pattern too complex"); the local
 * SQLite does not, so this binding behaves like production: a long pattern bound to a LIKE statement fails.
 */
function productionLikeD1(db: D1Database): D1Database {
  const check = (query: string, values: unknown[]) => {
    if (!/\b(LIKE|GLOB)\b/i.test(query)) return;
    for (const v of values)
      if (typeof v === "string" && /^%|%$/.test(v) && new TextEncoder().encode(v).byteLength > 50)
        throw new Error("D1_ERROR: LIKE or GLOB pattern too complex: SQLITE_ERROR");
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop !== "prepare") {
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (query: string) => {
        const statement = target.prepare(query);
        return new Proxy(statement, {
          get(s, p) {
            const value = Reflect.get(s, p, s);
            if (p !== "bind") return typeof value === "function" ? value.bind(s) : value;
            return (...values: unknown[]) => {
              check(query, values);
              return s.bind(...values);
            };
          },
        });
      };
    },
  });
}

describe("GET /api/templates?search=", () => {
  it("answers 200 for any length up to the field's 200 characters, wildcards taken literally", async () => {
    const user = await createUser();
    const long = `Spring 100% off_sale \\ ${"x".repeat(150)}`;
    await seedTemplate(user.id, { name: long });
    await seedTemplate(user.id, { name: "Other" });
    const DB = productionLikeD1((env as unknown as { DB: D1Database }).DB);
    for (const search of [
      "x".repeat(49),
      "y".repeat(200),
      "%_\\".repeat(66),
      long,
      long.slice(0, 60).toUpperCase(),
    ]) {
      const res = await call(`/api/templates?search=${encodeURIComponent(search)}`, {
        token: user.token,
        env: { DB },
      });
      expect(res.status, `${search.length} characters`).toBe(200);
      const body = await res.json<{ templates: { name: string }[] }>();
      const expected = long.toLowerCase().includes(search.toLowerCase()) ? [long] : [];
      expect(body.templates.map((t) => t.name)).toEqual(expected);
    }
  });
});
