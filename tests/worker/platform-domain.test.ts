import { describe, expect, it } from "vitest";
import { hostParts, unicodeHost } from "../../src/worker/platform/domain";
import { brandName, displayDomain } from "../../src/worker/reading/facts/brand";

describe("a brand's name and domain from its website address", () => {
  it.each([
    ["https://acme.k12.ca.us/", "Acme"],
    ["https://www.acme.gen.tr/", "Acme"],
    ["https://acme.github.io/docs", "Acme"],
    ["https://acme.blogspot.com/", "Acme"],
    ["https://shop.green-leaf.com.au/cart", "Green Leaf"],
    ["https://news.example.co.uk/", "Example"],
  ])("%s is %s's site, whatever its public suffix", (url, name) => {
    expect(brandName(null, url).value).toBe(name);
  });

  it("writes a punycode domain in Unicode, and leaves a label it cannot decode as it was", () => {
    expect(displayDomain("www.xn--mnchen-3ya.de")).toBe("münchen.de");
    expect(unicodeHost("xn--zz")).toBe("xn--zz");
  });

  it("gives an IP address no label and a single-label host its own", () => {
    expect(hostParts("192.168.1.20")).toEqual({ label: null, subdomains: [], ip: true });
    expect(hostParts("intranet").label).toBe("intranet");
  });
});
