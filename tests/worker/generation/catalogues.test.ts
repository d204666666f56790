import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { createBuiltinGenerator } from "../../../src/worker/generation/builtin";
import { CATALOGUES } from "../../../src/worker/generation/i18n/catalogues";
import { format, t, variants } from "../../../src/worker/generation/i18n/messages";
import { formOf } from "../../../src/worker/generation/i18n/voice";
import { label, type LabelKey } from "../../../src/worker/generation/render/labels";
import type { GenerationInput } from "../../../src/worker/generation/types";
import { LANGS, type Lang } from "../../../src/shared/facts";
import { visibleText } from "../../fixtures/briefs/score-emails";
import { engineInput } from "../../fixtures/samples";

const REGISTERS = ["none", "friendly", "professional", "playful", "formal"];
const FORMS = ["formal", "informal"];
const SAMPLE = {
  brand: "Acme",
  domain: "acme.example",
  thing: "Spring Fair",
  quoted: "“Spring Fair”",
  title: "Spring Fair",
  count: 2,
  date: "14 May",
  lead: "New opening hours",
  offer: "10% off",
  phone: "+49 30 1234567",
  email: "hello@acme.example",
  name: "Brinkmann",
  gender: "male",
  kind: "reservation",
  how: "both",
  what: "Terms and conditions",
};
const NEW = ["pl", "cs", "sv", "da", "ja"] as const;

type Element = {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
};

/** The arguments a message reads (select and plural keys included), from the library's own parse. */
function argumentsOf(source: string): Set<string> {
  const names = new Set<string>();
  const walk = (els: Element[]) => {
    for (const el of els) {
      // Literal (0) and pound (7) read nothing; a tag (8) is a formatter the engine supplies, not an argument.
      if (el.type >= 1 && el.type <= 6 && el.value) names.add(el.value);
      for (const o of Object.values(el.options ?? {})) walk(o.value);
      if (el.children) walk(el.children);
    }
  };
  walk(new IntlMessageFormat(source, "en").getAst() as Element[]);
  return names;
}

const input = (campaignType: GenerationInput["campaignType"], campaignText: string, seed = 1) =>
  engineInput({
    campaignType,
    palette: ["#1d4ed8"],
    websiteUrl: "https://kavarna.example/",
    campaignText,
    brand: null,
    seed,
    companyAddress: "Ulica 1, 00-001 Warszawa",
    now: new Date("2026-02-10T09:00:00Z"),
  });

describe("catalogues: one per language, every key in every one", () => {
  it("holds the English catalogue's keys in every language, each list with at least one variant", () => {
    const keys = Object.keys(CATALOGUES.en).sort();
    for (const lang of LANGS) {
      expect(Object.keys(CATALOGUES[lang]).sort(), lang).toEqual(keys);
      for (const [key, value] of Object.entries(CATALOGUES[lang])) {
        expect(Array.isArray(value), `${lang} ${key}`).toBe(
          Array.isArray(CATALOGUES.en[key as keyof typeof CATALOGUES.en]),
        );
        if (Array.isArray(value)) expect(value.length, `${lang} ${key}`).toBeGreaterThan(0);
      }
    }
  });

  it("formats every message of every language in every register and form, with no slot or syntax left", () => {
    for (const lang of LANGS)
      for (const [key, value] of Object.entries(CATALOGUES[lang]))
        for (const source of Array.isArray(value) ? value : [value]) {
          const outs: string[] = [];
          for (const register of REGISTERS)
            for (const [form, named] of FORMS.flatMap((f) => [
              [f, "yes"],
              [f, "no"],
            ])) {
              const out = format(lang, source, { ...SAMPLE, register, form, named });
              const where = `${lang} ${key} ${register} ${form} ${named}: ${out}`;
              expect(out.trim().length, where).toBeGreaterThan(0);
              // Braces survive only as the engine's merge tag; a lost apostrophe would eat an argument ("l'{brand}").
              expect(out.replace(/\{\{first_name\|[^{}|]+\}\}/g, ""), where).not.toMatch(
                /[{}<>]|\b(?:select|plural|other)\b/,
              );
              outs.push(out);
            }
          // Each argument the message writes out reaches the text in some branch (a select writes it in one of them).
          for (const arg of argumentsOf(source))
            if (arg in SAMPLE && arg !== "count" && arg !== "quoted" && source.includes(`{${arg}}`))
              expect(
                outs.some((o) => o.includes(SAMPLE[arg as keyof typeof SAMPLE] as string)),
                `${lang} ${key} writes {${arg}}`,
              ).toBe(true);
        }
  });

  it("reads no argument the call sites do not pass: each translation's arguments are the English message's", () => {
    const selects = new Set(["form", "register", "count", "named", "gender"]);
    for (const lang of LANGS)
      for (const [key, value] of Object.entries(CATALOGUES[lang])) {
        const en = CATALOGUES.en[key as keyof typeof CATALOGUES.en];
        const allowed = new Set([
          ...(Array.isArray(en) ? en : [en]).flatMap((s) => [...argumentsOf(s)]),
          ...selects,
        ]);
        for (const source of Array.isArray(value) ? value : [value])
          for (const arg of argumentsOf(source))
            expect(allowed.has(arg), `${lang} ${key} reads {${arg}}`).toBe(true);
      }
  });

  it("writes the renderer's labels the same in both forms of address (the renderer knows only the language)", () => {
    const keys: LabelKey[] = [
      "calendar.add",
      "event.date",
      "event.time",
      "event.venue",
      "event.join",
      "offer.code",
      "offer.until",
      "articles.title",
      "order.qty",
      "price.was",
      "footer.unsubscribe",
      "footer.preferences",
      "footer.visit",
      "footer.viewInBrowser",
    ];
    for (const lang of LANGS)
      for (const key of keys)
        expect(label(key, lang, { domain: "acme.example" }), `${lang} ${key}`).not.toBe("");
  });
});

describe("catalogues: plurals, registers and forms of address per language", () => {
  it("chooses the speaker label by each language's plural rules", () => {
    const speakers = (lang: Lang, count: number) => t(lang, "label.speakers", { count });
    expect([speakers("en", 1), speakers("en", 2)]).toEqual(["Speaker", "Speakers"]);
    expect([speakers("pl", 1), speakers("pl", 2), speakers("pl", 5), speakers("pl", 22)]).toEqual([
      "Prelegent",
      "Prelegenci",
      "Prelegenci",
      "Prelegenci",
    ]);
    expect([speakers("cs", 1), speakers("cs", 3)]).toEqual(["Řečník", "Řečníci"]);
    expect([speakers("de", 1), speakers("de", 2)]).toEqual(["Referent", "Referenten"]);
    expect([speakers("da", 1), speakers("da", 4)]).toEqual(["Oplægsholder", "Oplægsholdere"]);
    expect(speakers("ja", 1)).toBe(speakers("ja", 3));
  });

  it("addresses the reader as Ty or Państwo in Polish and ty or vy in Czech, by the form asked for", () => {
    expect(t("pl", "label.questions", { form: "informal" })).toBe(
      "Masz pytania? Po prostu odpowiedz na tę wiadomość.",
    );
    expect(t("pl", "label.questions", { form: "formal" })).toBe(
      "Mają Państwo pytania? Wystarczy odpowiedzieć na tę wiadomość.",
    );
    expect(t("cs", "label.questions", { form: "formal" })).toBe(
      "Máte dotaz? Stačí odpovědět na tento e-mail.",
    );
    expect(t("cs", "label.questions", { form: "informal" })).toBe(
      "Máš dotaz? Stačí odpovědět na tenhle e-mail.",
    );
  });

  it("says u in every Dutch and Sie in every German string of a formal e-mail, in every register but the playful", () => {
    // The order and opt-in types' strings are written by another part of the engine.
    const others = /^type\.(?:confirmation-email|transactional-purchase)\./;
    const informal: Partial<Record<Lang, RegExp>> = {
      nl: /(?<![\p{L}])(?:je|jij|jou|jouw)(?![\p{L}])/iu,
      de: /(?<![\p{L}])(?:du|dich|dir|dein\p{L}*)(?![\p{L}])/iu,
    };
    for (const [lang, re] of Object.entries(informal) as [Lang, RegExp][])
      for (const [key, value] of Object.entries(CATALOGUES[lang]))
        if (!others.test(key))
          for (const source of Array.isArray(value) ? value : [value])
            for (const register of ["none", "friendly", "professional", "formal"]) {
              const out = format(lang, source, { ...SAMPLE, named: "yes", form: "formal", register });
              expect(out, `${lang} ${key} (${register})`).not.toMatch(re);
            }
  });

  it("takes each language's usual form unless the tone or the brief asks for another", () => {
    expect(formOf("cs", null)).toBe("formal");
    expect(formOf("cs", "playful")).toBe("informal");
    expect(formOf("pl", null)).toBe("informal");
    expect(formOf("pl", "professional")).toBe("formal");
    expect(formOf("de", null)).toBe("formal");
    expect(formOf("de", "playful")).toBe("informal");
    expect(formOf("es", "formal")).toBe("formal");
    expect(formOf("de", "formal", "informal")).toBe("informal");
  });

  it("greets in each new language's register without a bare name (no vocative from a merge tag, 様 with a Japanese name)", () => {
    expect(t("pl", "hello", { register: "formal" })).toBe("Szanowni Państwo,");
    expect(t("pl", "hello", { register: "none", form: "informal" })).toBe("Cześć!");
    expect(t("cs", "hello", { register: "professional" })).toBe("Dobrý den,");
    expect(t("sv", "hello", { register: "none" })).toBe("Hej {{first_name|där}}!");
    expect(t("da", "hello", { register: "formal" })).toBe("Kære {{first_name|kunde}},");
    for (const register of REGISTERS)
      expect(t("ja", "hello", { register }), register).toMatch(/\{\{first_name\|お客\}\}(様|さま)/);
  });

  it("writes Japanese without spaces and with full-width marks", () => {
    for (const [key, value] of Object.entries(CATALOGUES.ja))
      for (const source of Array.isArray(value) ? value : [value]) {
        const out = format("ja", source, {
          ...SAMPLE,
          brand: "アクメ",
          thing: "春の市",
          title: "春の市",
          date: "5月14日",
          lead: "営業時間",
          named: "yes",
        });
        expect(out, key).not.toMatch(
          /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}] [\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
        );
        expect(out, key).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}][,.!?:]/u);
      }
  });
});

const BRIEFS: Record<
  (typeof NEW)[number],
  { type: GenerationInput["campaignType"]; brief: string; words: RegExp }
> = {
  pl: {
    type: "webinar",
    brief:
      "Zapraszamy na webinar „Jak parzyć kawę w domu” w czwartek 12.03.2026 o 18:00. Poprowadzi go Anna Kowalska, nasza baristka. Zapisy: https://kavarna.example/webinar",
    words: /Szczegóły|Data|Godzina|Zapisz się|Wypisz się/,
  },
  cs: {
    type: "offline-event",
    brief:
      "Zveme vás na workshop o pražení kávy, který proběhne v sobotu 14.3.2026 od 10:00 v naší pražírně. Registrace na https://kavarna.example/workshop",
    words: /Podrobnosti|Datum|Čas|Odhlásit odběr/,
  },
  sv: {
    type: "product-launch",
    brief:
      "Nu lanserar vi vår nya espressoblandning Morgonljus. Den är rostad i Göteborg och finns i butiken från och med måndag. Läs mer: https://kavarna.example/morgonljus",
    words: /Avsluta prenumerationen|Besök/,
  },
  da: {
    type: "newsletter",
    brief:
      "Vi holder sommerudsalg i hele butikken. Alle kaffekander er nedsat, og det gælder til og med søndag. Se udvalget på https://kavarna.example/udsalg",
    words: /Afmeld disse e-mails|Besøg/,
  },
  ja: {
    type: "product-launch",
    brief:
      "新商品「ドリップバッグ詰め合わせ」を3月1日に発売します。初回限定でクーポンコードSPRING10をご用意しました。詳しくはhttps://kavarna.example/shopをご覧ください。",
    words: /配信停止|メール配信設定/,
  },
};

describe("e-mails in the added languages", () => {
  const gen = createBuiltinGenerator();
  for (const lang of NEW)
    it(`writes a ${lang} brief's e-mail in ${lang}: lang attribute, fixed strings, dates, no English footer`, async () => {
      const b = BRIEFS[lang];
      for (const seed of [1, 2, 3]) {
        const email = await gen.generate(input(b.type, b.brief, seed));
        expect(email.html).toContain(`<html lang="${lang}"`);
        const text = visibleText(email.html);
        expect(text, `${lang} seed ${seed}`).toMatch(b.words);
        expect(text).not.toMatch(/Unsubscribe|View in browser|Manage email preferences|Best regards/);
        expect(email.text).toContain(t(lang, "footer.preferences"));
      }
    });

  it("writes an event's date as a Polish or Czech reader writes it", async () => {
    expect(visibleText((await gen.generate(input(BRIEFS.pl.type, BRIEFS.pl.brief))).html)).toContain(
      "czwartek, 12 marca 2026",
    );
    expect(visibleText((await gen.generate(input(BRIEFS.cs.type, BRIEFS.cs.brief))).html)).toContain(
      "sobota 14. března 2026",
    );
  });

  it("sets Japanese in Japanese faces before the generic family", async () => {
    const email = await gen.generate(input(BRIEFS.ja.type, BRIEFS.ja.brief));
    expect(email.html).toMatch(/'Hiragino Sans'[^;"]*'Noto Sans JP'[^;"]*sans-serif/);
    const polish = await gen.generate(input(BRIEFS.pl.type, BRIEFS.pl.brief));
    expect(polish.html).not.toContain("Hiragino");
  });

  it("says du through a playful German e-mail and Sie through a neutral one", async () => {
    const brief = "Sommerfest in unserer Rösterei am Samstag, 13. Juni 2026 ab 15 Uhr.";
    const playful = visibleText(
      (await gen.generate(input("offline-event", `${brief} Ton: verspielt.`, 2))).html,
    );
    const neutral = visibleText((await gen.generate(input("offline-event", brief, 2))).html);
    expect(playful).toMatch(/Du bekommst diese Einladung, weil du zur Community/);
    expect(playful).not.toMatch(/\b(?:Sie|Ihr|Ihre|Ihnen)\b/);
    expect(neutral).toMatch(/Sie erhalten diese Einladung/);
  });

  it("keeps every variant list of the added languages as long as the seed expects (a subject per seed)", () => {
    for (const lang of NEW) expect(variants(lang, "type.webinar.subject").length).toBeGreaterThanOrEqual(2);
  });
});
