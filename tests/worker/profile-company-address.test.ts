import { describe, expect, it } from "vitest";
import type { GenerationInput } from "../../src/worker/generation/types";
import { processJob } from "../../src/worker/jobs/process-job";
import { pipelineDeps } from "../../src/worker/jobs/queue-consumer";
import { call, expectError, signedIn } from "./auth-support";
import { createUser, recordingEnv, submitDirect, testEnv } from "./pipeline-support";

describe("company address on the profile", () => {
  it("is saved trimmed, returned with the profile, and removed with null or an empty string", async () => {
    const { login } = await signedIn();
    const token = login.access_token;
    expect((await call("/api/auth/profile", { token })).body.companyAddress).toBeNull();
    const saved = await call("/api/auth/profile", {
      method: "PATCH",
      token,
      body: { companyAddress: "  Wijnhaven 3,\n 3011 WG Rotterdam " },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.companyAddress).toBe("Wijnhaven 3, 3011 WG Rotterdam");
    expect((await call("/api/auth/profile", { token })).body.companyAddress).toBe(
      "Wijnhaven 3, 3011 WG Rotterdam",
    );
    expect(
      (await call("/api/auth/profile", { method: "PATCH", token, body: { companyAddress: "   " } })).body
        .companyAddress,
    ).toBeNull();
    await call("/api/auth/profile", { method: "PATCH", token, body: { companyAddress: "Main St 1" } });
    expect(
      (await call("/api/auth/profile", { method: "PATCH", token, body: { companyAddress: null } })).body
        .companyAddress,
    ).toBeNull();
  });

  it("rejects a non-text or over-long address with a 400", async () => {
    const { login } = await signedIn();
    const token = login.access_token;
    expect(
      expectError(
        await call("/api/auth/profile", { method: "PATCH", token, body: { companyAddress: 42 } }),
        400,
      ).message,
    ).toMatch(/Company address/);
    expect(
      expectError(
        await call("/api/auth/profile", {
          method: "PATCH",
          token,
          body: { companyAddress: "x".repeat(201) },
        }),
        400,
      ).message,
    ).toMatch(/200/);
  });

  it("reaches the generator, which prints it in the footer when the site gives no address", async () => {
    const user = await createUser({ plan: "basic", companyAddress: "Wijnhaven 3, 3011 WG Rotterdam" });
    const { jobId } = await submitDirect(recordingEnv(), user.id, {
      url: "http://10.0.0.1/",
      campaignType: "newsletter",
    });
    const deps = await pipelineDeps(testEnv);
    const inputs: GenerationInput[] = [];
    const generate = deps.generate;
    let html = "";
    deps.generate = async (input) => {
      inputs.push(input);
      const t = await generate(input);
      html = t.html;
      return t;
    };
    expect(await processJob(deps, jobId, 1)).toBe("completed");
    expect(inputs[0]?.facts.brand.address).toMatchObject({
      value: "Wijnhaven 3, 3011 WG Rotterdam",
      source: "brand",
    });
    expect(html).toContain("Wijnhaven 3, 3011 WG Rotterdam");
    expect(html).not.toContain("{{company_address}}");
  });
});
