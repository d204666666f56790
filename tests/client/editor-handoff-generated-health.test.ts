import { describe, expect, it } from "vitest";
import { createBuiltinGenerator } from "../../src/worker/generation/builtin";
import { sampleInput } from "../fixtures/samples";
import { templateHealth } from "../../src/client/lib/template-health";
import { ENHANCEMENT_FEATURES } from "../../src/shared/email-enhancements";
import { CAMPAIGN_TYPE_VALUES } from "../../src/shared/campaign-types";

describe("health of generated templates", () => {
  it("reports only enhancement gaps, no accessibility finding and no clipping for every campaign type", async () => {
    const generator = createBuiltinGenerator();
    for (const type of CAMPAIGN_TYPE_VALUES) {
      const t = await generator.generate(
        sampleInput(type, 1, { logoUrl: "https://cdn.brandmail.example/l/logo.png" }),
      );
      const health = templateHealth(t.html);
      const gaps = health.support.flatMap((s) =>
        [...s.unsupported, ...s.partial]
          .filter((x) => !ENHANCEMENT_FEATURES.has(x))
          .map((x) => `${s.client}: ${x}`),
      );
      expect([type, gaps, health.accessibility, health.size]).toEqual([type, [], [], "ok"]);
    }
  });
});
