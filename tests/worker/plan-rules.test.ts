import { describe, expect, it } from "vitest";
import app from "../../src/worker/app";
import { PLAN_RULES, planRuleOf } from "../../src/worker/accounts/plan-rule";
import { call, createUser, seedTemplate, PNG_B64 } from "./pipeline-support";
import { fillWindow } from "./rate-limit-support";

const PLAN_RULES_LIMITS = {
  editBlocks: planRuleOf(PLAN_RULES.editBlocks)!.limit!,
  uploadImage: planRuleOf(PLAN_RULES.uploadImage)!.limit!,
  saveEdited: planRuleOf(PLAN_RULES.saveEdited)!.limit!,
};

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

describe("editor actions are rate-limited per account", () => {
  const rules = [
    ["blocks", PLAN_RULES_LIMITS.editBlocks],
    ["images", PLAN_RULES_LIMITS.uploadImage],
  ] as const;
  for (const [action, limit] of rules)
    it(`POST /api/templates/:id/${action} answers 429 once the account used its ${limit.max} an hour`, async () => {
      const user = await createUser({ plan: "premium" });
      const tpl = await seedTemplate(user.id);
      await fillWindow(limit, user.id);
      const res = await call(`/api/templates/${tpl.id}/${action}`, { token: user.token, json: {} });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another account is not affected.
      const other = await createUser({ plan: "premium" });
      const theirs = await seedTemplate(other.id);
      expect(
        (await call(`/api/templates/${theirs.id}/${action}`, { token: other.token, json: {} })).status,
      ).toBe(400);
    });

  it("POST /api/templates/save-edited answers 429 once the account used its hourly saves", async () => {
    const user = await createUser({ plan: "premium" });
    const parent = await seedTemplate(user.id);
    await fillWindow(PLAN_RULES_LIMITS.saveEdited, user.id);
    const res = await call("/api/templates/save-edited", {
      token: user.token,
      json: { parentTemplateId: parent.id, htmlContent: "<p>x</p>" },
    });
    expect(res.status).toBe(429);
  });
});
