import { describe, expect, it } from "vitest";
import app from "../../src/worker/app";
import { PASSWORD, seedUser } from "./auth-support";
import { call, createUser, seedTemplate } from "./pipeline-support";

/**
 * A bounded bad-input sweep over every route: malformed, wrong-typed, huge and hostile requests, signed in and
 * not. Every answer must be a clean 4xx (or a 2xx where the input happens to be acceptable), never a 5xx.
 */
const ADMIN_TOKEN = "sweep-admin-token-0123456789abcdef";
const ID = "00000000-0000-4000-8000-000000000000";

/** Every route of the app, read from Hono's route table, so a route added tomorrow is swept too. */
const ROUTES: [string, string][] = [
  ...new Map(
    app.routes
      .filter((r) => r.method !== "ALL")
      .map((r) => {
        const path = r.path.replace(/:\w+(\{[^}]*\})?/g, ":id").replace(/\*/g, "x");
        return [`${r.method} ${path}`, [r.method, path] as [string, string]];
      }),
  ).values(),
];

const HOSTILE_STRINGS = [
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../../../etc/passwd",
  "\u0000\u0001\u202e\ufeff",
  "javascript:alert(1)",
  "x".repeat(100_000),
  "http://169.254.169.254/latest/meta-data/",
  "%00%2e%2e%2f",
  "😀".repeat(1000),
];
const KEYS = [
  "email",
  "password",
  "token",
  "token_hash",
  "type",
  "refreshToken",
  "accessToken",
  "firstName",
  "lastName",
  "plan",
  "palette",
  "logo",
  "url",
  "campaignType",
  "campaignText",
  "sessionId",
  "htmlContent",
  "parentTemplateId",
  "name",
  "subscriptionId",
  "planId",
  "id",
  "event_type",
  "resource",
  "title",
  "message",
  "expiresAt",
  "notificationsEnabled",
  "rememberMe",
  "redirectTo",
  "error",
  "performance",
  "context",
];
const WRONG_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  [],
  {},
  [1, "a"],
  { nested: { deep: [null] } },
  "",
];

function bodies(): { label: string; raw: string; type?: string }[] {
  const out: { label: string; raw: string; type?: string }[] = [];
  for (const raw of [
    "",
    "{",
    "[",
    "null",
    '"text"',
    "1e999",
    '{"a":',
    "{}}",
    "\u0000",
    "[]",
    "true",
    '{"__proto__":{"isAdmin":true}}',
  ])
    out.push({ label: `malformed ${JSON.stringify(raw.slice(0, 20))}`, raw });
  WRONG_VALUES.forEach((v, i) =>
    out.push({
      label: `wrong types #${i}`,
      raw: JSON.stringify(Object.fromEntries(KEYS.map((k) => [k, v]))),
    }),
  );
  HOSTILE_STRINGS.forEach((v, i) =>
    out.push({
      label: `hostile #${i}`,
      raw: JSON.stringify(Object.fromEntries(KEYS.map((k) => [k, k === "palette" ? [v] : v]))),
    }),
  );
  out.push({ label: "deep nesting", raw: "[".repeat(50_000) + "]".repeat(50_000) });
  out.push({ label: "deep object", raw: '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000) });
  out.push({
    label: "huge",
    raw: JSON.stringify({ email: "a@acme-corp.io", pad: "x".repeat(6 * 1024 * 1024) }),
  });
  out.push({
    label: "form post",
    raw: "email=a%40acme-corp.io&password=x",
    type: "application/x-www-form-urlencoded",
  });
  out.push({ label: "text/plain JSON", raw: '{"email":"a@acme-corp.io"}', type: "text/plain" });
  return out;
}

const PARAMS = [ID, "nonsense", "..%2F..%2Fetc", "%00", "x".repeat(3000), "%F0%9F%98%80", "'%20OR%201=1"];
const QUERIES = [
  "",
  "?page=-1&pageSize=1e9",
  "?page=abc&search=%3Cscript%3E",
  `?search=${"x".repeat(5000)}&type=%00`,
  // D1 refuses LIKE patterns over 50 bytes: a search up to the field's 200 characters must still answer.
  `?search=${"%25_\\".repeat(20)}${"y".repeat(140)}`,
  "?to=%00&token=%FF",
];

describe("bad-input sweep over every route", () => {
  it("covers the editor, hand-off and demo routes", () => {
    const listed = ROUTES.map(([m, p]) => `${m} ${p}`);
    for (const route of [
      "POST /api/templates/:id/blocks",
      "POST /api/templates/:id/images",
      "POST /api/templates/:id/send-test",
      "POST /api/templates/save-edited",
      "POST /api/demo/generate",
    ])
      expect(listed).toContain(route);
  });

  it("never answers 5xx", async () => {
    const plain = await createUser({ plan: "free" });
    const premium = await createUser({ plan: "premium" });
    const seeded = await seedUser({ password: PASSWORD });
    const tokens = [undefined, plain.token, premium.token, "not.a.jwt", `${plain.token}x`];
    const failures: string[] = [];
    let requests = 0;
    const env = { ADMIN_TOKEN };

    async function probe(
      method: string,
      path: string,
      init: { token?: string; raw?: string; type?: string; admin?: boolean },
    ) {
      const headers: Record<string, string> = {
        "cf-connecting-ip": `10.250.${requests % 250}.${Math.floor(requests / 250) % 250}`,
      };
      if (init.raw !== undefined) headers["content-type"] = init.type ?? "application/json";
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.admin) headers.authorization = `Bearer ${ADMIN_TOKEN}`;
      requests++;
      const res = await call(path, {
        method,
        headers,
        body: init.raw === undefined ? undefined : init.raw,
        env,
      });
      const text = method === "HEAD" ? "" : await res.text();
      if (res.status >= 500)
        failures.push(`${method} ${path.slice(0, 80)} -> ${res.status} ${text.slice(0, 120)}`);
      else if (
        res.status >= 400 &&
        method !== "HEAD" &&
        /^\/(api|webhook|auth)\//.test(path) &&
        !res.headers.get("content-type")?.includes("json")
      )
        failures.push(`${method} ${path.slice(0, 80)} -> ${res.status} without a JSON error`);
    }

    for (const [method, template] of ROUTES) {
      const paths = template.includes(":id") ? PARAMS.map((p) => template.replaceAll(":id", p)) : [template];
      for (const path of paths) {
        for (const query of QUERIES) await probe(method, path + query, { token: premium.token });
        for (const token of tokens) await probe(method, path, { token });
        for (const other of ["GET", "PUT", "DELETE", "OPTIONS", "HEAD"])
          if (other !== method) await probe(other, path, {});
      }
      if (method !== "GET") {
        const path = template.replaceAll(":id", ID);
        for (const body of bodies()) {
          await probe(method, path, {
            raw: body.raw,
            type: body.type,
            token: premium.token,
            admin: template.includes("/admin"),
          });
          await probe(method, path, { raw: body.raw, type: body.type });
        }
      }
    }
    await probe("POST", "/api/auth/login", { raw: JSON.stringify({ email: seeded.email, password: 12 }) });
    // Hostile edits of a template the user really owns reach the sanitiser.
    const parent = await seedTemplate(premium.id);
    for (const htmlContent of [
      "<select><style>a{}</style></select>",
      "<select><title>x</title></select>",
      "<select><xmp>x</xmp></select>",
      "<select><noscript>x</noscript></select>",
      '<svg><style><img src=x onerror="alert(1)"></style></svg>',
      "<a href=",
      ...HOSTILE_STRINGS,
    ]) {
      await probe("POST", "/api/templates/save-edited", {
        token: premium.token,
        raw: JSON.stringify({ parentTemplateId: parent.id, htmlContent, name: "swept" }),
      });
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  }, 300_000);
});
