import { describe, expect, it } from "vitest";
import app from "../../src/worker/app";
import { planRuleOf } from "../../src/worker/accounts/plan-rule";
import { call, createUser, seedTemplate, PNG_B64 } from "./pipeline-support";

type ErrorBody = { error: { code: string; message: string } };

/** Editor and hand-off paths: every route here that changes something must declare its plan rule. */
const EDITOR_PATHS = /^\/api\/(templates|handoff|platforms?|brand|editor)(\/|$)/;

describe("plan rules in the route table", () => {
  it("every editor and hand-off route declares a plan rule", () => {
    const byRoute = new Map<string, unknown[]>();
    for (const r of app.routes) {
      if (r.method === "ALL" || r.method === "GET" || !EDITOR_PATHS.test(r.path)) continue;
      const key = `${r.method} ${r.path}`;
      byRoute.set(key, [...(byRoute.get(key) ?? []), r.handler]);
    }
    expect(byRoute.size).toBeGreaterThan(3);
    const undeclared = [...byRoute].filter(([, hs]) => !hs.some((h) => planRuleOf(h))).map(([k]) => k);
    expect(undeclared).toEqual([]);
  });
});

describe("a Free account is refused the editor API with 403", () => {
  const cases = [
    [
      "blocks",
      { block: { kind: "note", text: "Hello" } },
      "Editing and saving templates is available on the Premium and Enterprise plans.",
    ],
    [
      "images",
      { image: `data:image/png;base64,${PNG_B64}` },
      "Editing and saving templates is available on the Premium and Enterprise plans.",
    ],
    [
      "send-test",
      undefined,
      "Sending a test e-mail is available on the Basic, Premium and Enterprise plans.",
    ],
  ] as const;
  for (const [action, json, message] of cases)
    it(`POST /api/templates/:id/${action}`, async () => {
      const user = await createUser({ plan: "free" });
      const tpl = await seedTemplate(user.id, { withLogo: true });
      const res = await call(`/api/templates/${tpl.id}/${action}`, {
        method: "POST",
        token: user.token,
        json,
      });
      expect(res.status).toBe(403);
      expect(await res.json<ErrorBody>()).toEqual({ error: { code: "plan_required", message } });
    });

  it("lets Basic send a test but not edit", async () => {
    const user = await createUser({ plan: "basic" });
    const tpl = await seedTemplate(user.id);
    expect(
      (await call(`/api/templates/${tpl.id}/send-test`, { method: "POST", token: user.token })).status,
    ).toBe(200);
    const blocks = await call(`/api/templates/${tpl.id}/blocks`, {
      token: user.token,
      json: { block: { kind: "note", text: "Hello" } },
    });
    expect(blocks.status).toBe(403);
  });
});
