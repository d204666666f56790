import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, templates, users } from "../../src/worker/db/schema";
import { cleanStrings } from "../../src/worker/platform/clean-text";
import { MAX_SAVED_COPIES } from "../../src/worker/templates/save-edited";
import { newCardId } from "../../src/worker/templates/store";
import { call, createUser, db, seedTemplate } from "./pipeline-support";

type ErrorBody = { error: { code: string; message: string } };

describe("a name never enters HTML as markup", () => {
  it("a test e-mail escapes the account's first name in its greeting", async () => {
    const user = await createUser({ plan: "basic", firstName: `<img src=x onerror="alert(1)">Eve & Co` });
    const tpl = await seedTemplate(user.id, {
      html: `<!doctype html><html lang="en"><body><p>Hi {{first_name|there}},</p></body></html>`,
    });
    const res = await call(`/api/templates/${tpl.id}/send-test`, { method: "POST", token: user.token });
    expect(res.status).toBe(200);
    const [row] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.to, (await res.json<{ to: string }>()).to));
    expect(row.html).toContain("Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt;Eve &amp; Co,");
    expect(row.html).not.toContain("<img");
  });
});

describe("stored text carries no control characters, bidi overrides or lone surrogates", () => {
  it("strips them from every string of a JSON body", () => {
    expect(
      cleanStrings({
        a: "A\u0000B\u001b[31m\u202Egnp.exe\u2066x\u2069",
        b: ["\uD800ok\uDC00", "line\nbreak\ttab"],
        n: 3,
      }),
    ).toEqual({ a: "AB[31mgnp.exex", b: ["ok", "line\nbreak\ttab"], n: 3 });
  });

  it("answers a body nested deeper than any route takes with 400, not a stack overflow", async () => {
    const user = await createUser({ plan: "free" });
    const deep = `{"firstName":${"[".repeat(5000)}1${"]".repeat(5000)}}`;
    const res = await call("/api/auth/profile", {
      method: "PATCH",
      token: user.token,
      body: deep,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "invalid_json" } });
  });

  it("a profile name is stored on one line without them", async () => {
    const user = await createUser({ plan: "free" });
    const res = await call("/api/auth/profile", {
      method: "PATCH",
      token: user.token,
      body: `{"firstName":"Ada\\u0000\\r\\nLove\\u202Elace\\ud800","lastName":"  King \\u2067 "}`,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(200);
    const row = await db.query.users.findFirst({ where: eq(users.id, user.id) });
    expect([row?.firstName, row?.lastName]).toEqual(["Ada Lovelace", "King"]);
  });
});

describe("saved copies are capped per account", () => {
  it(`refuses the copy after ${MAX_SAVED_COPIES} with 409 and a message saying what to do`, async () => {
    const user = await createUser({ plan: "premium" });
    const parent = await seedTemplate(user.id);
    const copies = Array.from({ length: MAX_SAVED_COPIES }, (_, i) => ({
      id: crypto.randomUUID(),
      userId: user.id,
      name: `Copy ${i}`,
      campaignType: "newsletter",
      websiteUrl: "https://www.acme-corp.com",
      templatecardid: newCardId(),
      subject: "s",
      preheader: "p",
      bodyKey: `templates/${user.id}/copy-${i}/index.html`,
      textKey: `templates/${user.id}/copy-${i}/plain.txt`,
      generator: "edited",
    }));
    // D1 binds at most 100 values a statement.
    for (let i = 0; i < copies.length; i += 7) await db.insert(templates).values(copies.slice(i, i + 7));
    const res = await call("/api/templates/save-edited", {
      token: user.token,
      json: { parentTemplateId: parent.id, htmlContent: "<p>One more</p>" },
    });
    expect(res.status).toBe(409);
    expect((await res.json<ErrorBody>()).error.message).toBe(
      `You can keep at most ${MAX_SAVED_COPIES} saved copies. Delete copies you no longer need to save a new one.`,
    );
    await db.delete(templates).where(eq(templates.id, copies[0].id));
    const again = await call("/api/templates/save-edited", {
      token: user.token,
      json: { parentTemplateId: parent.id, htmlContent: "<p>One more</p>" },
    });
    expect(again.status).toBe(201);
  });
});
