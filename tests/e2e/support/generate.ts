import type { Page } from "playwright-core";

/**
 * Clicks Generate Template (Generate N Versions when versions are asked) and, when the form first asks to confirm (the
 * brief's facts on Premium, a type that needs facts without a brief, or the marked fields a plan without the details
 * box gets), confirms: the credit is spent only then.
 */
export async function clickGenerate(page: Page): Promise<void> {
  await page.getByRole("button", { name: /Generate Template|Generate \d Versions/ }).click();
  const confirm = page.getByRole("button", {
    name: /Generate with these facts|Generate without|Generate with marked fields/,
  });
  const started = page.getByRole("dialog");
  await confirm.or(started).first().waitFor({ timeout: 15_000 });
  if (await confirm.isVisible()) await confirm.click();
}
