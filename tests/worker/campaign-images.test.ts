import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { decodeImage, encodePng } from "../../src/worker/generation/assets/raster";
import { createUser, generationBody } from "./pipeline-support";

type Status = { jobId: string; status: string; htmlTemplate: string | null; error?: string | null };

const request = (path: string, token: string, json?: unknown) =>
  exports.default.fetch(`http://app.test${path}`, {
    method: json ? "POST" : "GET",
    headers: { authorization: `Bearer ${token}`, ...(json ? { "content-type": "application/json" } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });

/** A "product photo": one warm colour a hero made of anything else could not have. */
function photoDataUrl(rgb: [number, number, number] = [200, 100, 40]): string {
  const width = 800;
  const height = 500;
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([...rgb, 255], i);
  const png = encodePng({ width, height, data });
  let bin = "";
  for (const b of png) bin += String.fromCharCode(b);
  return `data:image/png;base64,${btoa(bin)}`;
}

async function finished(jobId: string, token: string): Promise<Status> {
  let status: Status | null = null;
  // Until the consumer has finished, however long a busy machine takes (the test's timeout is the bound).
  for (;;) {
    status = await (await request(`/api/templates/status/${jobId}`, token)).json<Status>();
    if (status.status === "completed" || status.status === "failed") break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return status!;
}

describe("campaign images on the generation request", () => {
  it("makes a Premium user's product photo the hero of the launch e-mail, hosted with the template", async () => {
    const user = await createUser({ plan: "premium" });
    const res = await request(
      "/api/generate-template-async",
      user.token,
      generationBody({
        campaignType: "product-launch",
        campaignText:
          "Product: Studio Edition\nPrice: €89\n\nOur most requested edition is available from today.",
        images: [photoDataUrl()],
      }),
    );
    expect(res.status).toBe(202);
    const status = await finished((await res.json<Status>()).jobId, user.token);
    expect(status.status).toBe("completed");
    const html = status.htmlTemplate!;
    const hero = /(?:background="|<img src=")(http[^"]+\/hero\.jpg)"/.exec(html)?.[1];
    expect(hero, "a photo hero").toBeTruthy();
    const key = new URL(hero!).pathname.replace(/^\/api\//, "");
    const stored = await env.BUCKET.get(key);
    expect(stored?.httpMetadata?.contentType).toBe("image/jpeg");
    const { pixels } = await decodeImage(new Uint8Array(await stored!.arrayBuffer()));
    const mid = ((pixels.height >> 1) * pixels.width + (pixels.width >> 1)) * 4;
    const [r, g, b] = pixels.data.subarray(mid, mid + 3);
    expect(Math.abs(r - 200) + Math.abs(g - 100) + Math.abs(b - 40)).toBeLessThan(30);
  });

  it("keeps campaign images for Premium and Enterprise", async () => {
    const user = await createUser({ plan: "basic" });
    const res = await request(
      "/api/generate-template-async",
      user.token,
      generationBody({ campaignType: "confirmation-email", images: [photoDataUrl()] }),
    );
    expect(res.status).toBe(403);
    expect((await res.json<{ error: { message: string } }>()).error.message).toBe(
      "Campaign images need the Premium plan or higher. Upgrade your plan to add your own pictures.",
    );
  });

  it("refuses a fourth image and anything that is not an image, naming the field", async () => {
    const user = await createUser({ plan: "enterprise" });
    const four = await request(
      "/api/generate-template-async",
      user.token,
      generationBody({ campaignType: "product-launch", images: [1, 2, 3, 4].map(() => photoDataUrl()) }),
    );
    expect(four.status).toBe(400);
    expect(JSON.stringify(await four.json())).toContain("You can add at most 3 campaign images.");
    const text = await request(
      "/api/generate-template-async",
      user.token,
      generationBody({
        campaignType: "product-launch",
        images: [`data:image/png;base64,${btoa("not an image at all")}`],
      }),
    );
    expect(text.status).toBe(415);
    expect((await text.json<{ error: { message: string } }>()).error.message).toMatch(/^images\[0\]: /);
  });
});
