import { describe, expect, it } from "vitest";
import { assertPublicUrl, UnsafeUrlError } from "../../src/worker/platform/safe-fetch";
import { call, createUser, generationBody, getUser } from "./pipeline-support";

const REFUSED = [
  "http://127.0.0.1/",
  "http://localhost:8080/",
  "http://10.1.2.3/",
  "http://169.254.169.254/latest/meta-data/",
  "http://metadata.google.internal/",
  "http://[::1]/",
  "http://[fe80::1]/",
  "http://[::ffff:8.8.8.8]/",
  "http://[::ffff:127.0.0.1]/",
  "http://[::ffff:0:8.8.8.8]/",
  "http://[fec0::1]/",
  "http://[100::1]/",
  "http://[fd00::1]/",
  "http://2130706433/",
];

describe("website addresses are checked at submission", () => {
  it.each([
    "[::ffff:0:0]",
    "[::ffff:1.2.3.4]",
    "[fec0::]",
    "[feff::1]",
    "[100::]",
    "[100::ffff:ffff:ffff:ffff]",
  ])("the safe fetcher refuses %s", (host) => {
    expect(() => assertPublicUrl(`http://${host}/`)).toThrow(UnsafeUrlError);
  });

  it("still accepts public IPv6 addresses and names", () => {
    expect(() => assertPublicUrl("http://[2606:4700::1111]/")).not.toThrow();
    expect(() => assertPublicUrl("http://[101::1]/")).not.toThrow();
    expect(() => assertPublicUrl("https://www.acme-corp.com/")).not.toThrow();
  });

  it.each(REFUSED)("refuses %s with a 400 before a credit is reserved", async (url) => {
    const user = await createUser({ plan: "basic" });
    const res = await call("/api/generate-template-async", {
      token: user.token,
      json: generationBody({ url }),
    });
    expect(res.status).toBe(400);
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect(body.error.message).toMatch(/^This website address cannot be used\./);
    const after = await getUser(user.id);
    expect(after.templatesUsed).toBe(0);
  });
});
