import { detect } from "tinyld/light";
import { textOf } from "./dom";
import { metaValue, type Page } from "./page";
import type { Found } from "../../../shared/facts";

const primary = (v: string | null | undefined): string | null => {
  const p = (v ?? "")
    .trim()
    .toLowerCase()
    .split(/[-_,;\s]/)[0];
  return /^[a-z]{2,3}$/.test(p) && p !== "und" && p !== "mul" ? p : null;
};

/** `<html lang>`, else og:locale or content-language, else the language of the visible text. */
export function readLang(page: Page): Found<string> | null {
  const html = primary(page.htmlLang);
  if (html) return { value: html, source: "html lang", confidence: 0.9 };
  const meta = primary(metaValue(page, "og:locale", "content-language", "language", "dc.language"));
  if (meta) return { value: meta, source: "meta", confidence: 0.8 };
  const body = page.els.find((e) => e.name === "body");
  const text = (body ? textOf(body, 20_000) : "").replace(/\s+/g, " ").trim();
  if (text.length < 40) return null;
  const found = primary(detect(text.slice(0, 5000)));
  return found ? { value: found, source: "text", confidence: text.length > 400 ? 0.7 : 0.5 } : null;
}
