import { caniemail } from "caniemail";
import { describe, expect, it } from "vitest";
import type { TemplateAssets } from "../../src/worker/generation/assets";
import { createBuiltinGenerator } from "../../src/worker/generation/builtin";
import { engineInput, sampleJob } from "../fixtures/samples";

const CLIENTS = ["gmail.*", "outlook.*", "apple-mail.*", "yahoo.*"] as const;
const BASE = "https://app.example/api/assets/0123456789abcdef0123456789abcdef/";
const ref = (name: string, width: number, height: number, alt = "") => ({
  url: BASE + name,
  width,
  height,
  alt,
});
const assets: TemplateAssets = {
  logo: {
    image: ref("logo.png", 140, 40, "Logo"),
    facts: { width: 280, height: 80, hasAlpha: true, luminance: 1, dominant: "#ffffff" },
    plate: "#0f766e",
  },
  hero: { image: ref("hero.jpg", 600, 300, "Our roastery"), fill: "#0f766e", text: "#ffffff" },
  photos: [1, 2, 3].map((i) => ({
    ...ref(`photo-${i}.jpg`, 520, 347, `Photo ${i}`),
    kind: "upload" as const,
  })),
  icons: ["a", "b", "c", "d"].map((n) => ref(`icon-${n}.png`, 48, 48)),
  social: {
    instagram: ref("social-instagram.png", 32, 32, "Instagram"),
    linkedin: ref("social-linkedin.png", 32, 32, "LinkedIn"),
    x: ref("social-x.png", 32, 32, "X"),
  },
  ics: `${BASE}event.ics`,
  timings: { renderMs: 0, fetchMs: 0 },
};

/**
 * What the image-led blocks may add on top of the features tests/node/email-caniemail.test.ts already vets, and why
 * none of it breaks the layout.
 */
const ADDED: Record<string, string> = {
  "background attribute":
    "The bulletproof hero's background image: Windows Mail and some Gmail/Outlook builds ignore it and show the solid bgcolor fill under the same headline panel; Outlook for Windows gets the VML fill.",
  "height attribute":
    "Every <img> carries pixel width and height (the contract); Outlook's partial support concerns other units. CSS height:auto keeps the aspect ratio elsewhere.",
};

const titles = (map: Iterable<[string, { title: string }[]]>) =>
  new Set([...map].flatMap(([, issues]) => issues.map((i) => i.title)));

describe("caniemail with hosted images and the new blocks", () => {
  for (const type of [
    "newsletter",
    "webinar",
    "offline-event",
    "product-launch",
    "customer-onboarding",
    "transactional-purchase",
  ] as const) {
    it(`${type}: the image-led layout adds no feature beyond the hero background`, async () => {
      for (let seed = 1; seed <= 6; seed++) {
        const job = sampleJob(type, seed);
        const input = engineInput({
          ...job,
          campaignText: `${job.campaignText}\nSpeakers: Ada Lovelace (CTO)\nUse code SAVE20 for 20% off`,
        });
        const plain = caniemail({
          clients: [...CLIENTS],
          html: (await createBuiltinGenerator().generate({ ...input, logoUrl: "https://cdn.example/l.png" }))
            .html,
        });
        const rich = caniemail({
          clients: [...CLIENTS],
          html: (await createBuiltinGenerator().generate({ ...input, assets })).html,
        });
        const base = new Set([...titles(plain.issues.errors), ...titles(plain.issues.warnings)]);
        const added = [...titles(rich.issues.errors), ...titles(rich.issues.warnings)].filter(
          (t) => !base.has(t) && !(t in ADDED),
        );
        expect(added, `seed ${seed}`).toEqual([]);
        const apple = [...rich.issues.errors]
          .filter(([client]) => client.startsWith("apple-mail"))
          .flatMap(([, i]) => i.map((x) => x.title));
        expect(apple).toEqual([]);
      }
    });
  }
});
