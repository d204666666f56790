/** How long one picture or logo of a website may take (its candidates share it), unless the caller says. */
export const SITE_ASSET_TIMEOUT_MS = 4000;

export interface SafeFetchOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export class UnsafeUrlError extends Error {}

const BLOCKED_NAMES = [
  /^localhost$/,
  /\.localhost$/,
  /\.local$/,
  /\.internal$/,
  /\.intranet$/,
  /\.lan$/,
  /\.home\.arpa$/,
  /^metadata$/,
  /^metadata\.google\.internal$/,
  /^instance-data$/,
];

function ipv4Parts(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const nums = parts.map(Number);
  return nums.every((n) => n <= 255) ? nums : null;
}

function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19))
  );
}

function expandIpv6(host: string): number[] | null {
  let h = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (!h.includes(":")) return null;
  const v4 = h.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (v4) {
    const p = ipv4Parts(v4[1]);
    if (!p) return null;
    h = h.replace(v4[1], `${((p[0] << 8) | p[1]).toString(16)}:${((p[2] << 8) | p[3]).toString(16)}`);
  }
  const [head, tail] = h.split("::");
  const a = head ? head.split(":") : [];
  const b = tail !== undefined && tail ? tail.split(":") : [];
  const fill = h.includes("::") ? 8 - a.length - b.length : 0;
  const groups = [...a, ...Array(Math.max(0, fill)).fill("0"), ...b].map((g) => parseInt(g || "0", 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

function privateIpv6(g: number[]): boolean {
  if (g.every((x) => x === 0)) return true; // ::
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true; // ::1
  // ::ffff:0:0/96 (IPv4-mapped) and ::/96 (IPv4-compatible): never a public website's address, whatever the IPv4.
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) return true;
  if (g[0] === 0 && g[1] === 0 && g[2] === 0 && g[3] === 0 && g[4] === 0xffff && g[5] === 0) return true; // ::ffff:0:0:0/96 (SIIT)
  if (g[0] === 0x100 && g[1] === 0 && g[2] === 0 && g[3] === 0) return true; // 100::/64 discard-only
  if ((g[0] & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return true; // 64:ff9b:1::/48 local-use NAT64
  if (g[0] === 0x2001 && g[1] === 2 && g[2] === 0) return true; // 2001:2::/48 benchmarking
  if (g[0] === 0x2001 && (g[1] & 0xfff0) === 0x10) return true; // 2001:10::/28 ORCHID
  if (g[0] === 0x2001 && (g[1] & 0xfff0) === 0x20) return true; // 2001:20::/28 ORCHIDv2
  if (g[0] === 0x64 && g[1] === 0xff9b) return privateIpv4([g[6] >> 8, g[6] & 255, g[7] >> 8, g[7] & 255]); // NAT64
  if (g[0] === 0x2002) return privateIpv4([g[1] >> 8, g[1] & 255, g[2] >> 8, g[2] & 255]); // 6to4
  if (g[0] === 0x2001 && g[1] === 0) return true; // Teredo
  return (
    (g[0] & 0xfe00) === 0xfc00 ||
    (g[0] & 0xffc0) === 0xfe80 ||
    (g[0] & 0xff00) === 0xff00 ||
    (g[0] === 0x2001 && g[1] === 0xdb8)
  );
}

/** Throws UnsafeUrlError for anything but a public http(s) host. DNS is not resolved: Workers cannot, and their egress cannot reach private ranges anyway. */
export function assertPublicUrl(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError("The website address is not a valid URL.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new UnsafeUrlError("Only http and https websites can be read.");
  if (url.username || url.password)
    throw new UnsafeUrlError("Website addresses with credentials are not allowed.");
  if (url.port && !["80", "443", "8080", "8443"].includes(url.port))
    throw new UnsafeUrlError("That port is not allowed.");
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!host || BLOCKED_NAMES.some((re) => re.test(host)) || (!host.includes(".") && !host.startsWith("["))) {
    throw new UnsafeUrlError("Private or internal addresses cannot be read.");
  }
  const v4 = ipv4Parts(host);
  if (v4 && privateIpv4(v4)) throw new UnsafeUrlError("Private or internal addresses cannot be read.");
  if (!v4 && /^[\d.]+$|^0x/i.test(host))
    throw new UnsafeUrlError("Private or internal addresses cannot be read.");
  const v6 = host.startsWith("[") ? expandIpv6(host) : null;
  if (host.startsWith("[") && (!v6 || privateIpv6(v6)))
    throw new UnsafeUrlError("Private or internal addresses cannot be read.");
  return url;
}

export interface SafeFetchResult {
  url: string;
  status: number;
  contentType: string;
  body: ReadableStream<Uint8Array> | null;
  truncated: () => boolean;
}

/** Fetches a public page following at most `maxRedirects` redirects by hand, re-checking every hop. */
export async function safeFetch(
  raw: string,
  options: SafeFetchOptions = {},
  signal?: AbortSignal,
): Promise<SafeFetchResult> {
  const doFetch = options.fetch ?? fetch;
  const maxRedirects = options.maxRedirects ?? 3;
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  let url = assertPublicUrl(raw);
  for (let hop = 0; ; hop++) {
    const res = await doFetch(url.toString(), {
      redirect: "manual",
      signal,
      headers: {
        "user-agent": "BrandMailBot/1.0 (+brand colours and fonts for e-mail templates)",
        accept: "text/html,application/xhtml+xml",
      },
    });
    if (res.status >= 300 && res.status < 400 && res.headers.get("location")) {
      await res.body?.cancel();
      if (hop >= maxRedirects) throw new UnsafeUrlError("The website redirected too many times.");
      url = assertPublicUrl(new URL(res.headers.get("location")!, url));
      continue;
    }
    let seen = 0;
    let cut = false;
    const limited = res.body?.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (cut) return;
          const room = maxBytes - seen;
          if (chunk.byteLength >= room) {
            controller.enqueue(chunk.slice(0, room));
            cut = true;
            controller.terminate();
            return;
          }
          seen += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    );
    return {
      url: url.toString(),
      status: res.status,
      contentType: res.headers.get("content-type") ?? "",
      body: limited ?? null,
      truncated: () => cut,
    };
  }
}
