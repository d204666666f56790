import type { Register } from "../i18n/voice";

/**
 * The register that writes a kit's tone. "bold" has no strings of its own: on the usual tone scales (casual vs
 * formal, irreverent vs respectful, enthusiastic vs matter-of-fact) it sits with "playful", not with "professional",
 * so a bold brand gets the playful greeting, sign-off and buttons.
 */
export function registerForTone(tone: string | null): Register | null {
  if (tone === "bold") return "playful";
  return tone === "friendly" || tone === "professional" || tone === "playful" || tone === "formal"
    ? tone
    : null;
}
