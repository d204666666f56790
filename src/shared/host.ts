/** A link's host as a reader writes it: lower case, without "www." ("" when the address cannot be read). */
export function bareHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}
