/**
 * The subject a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64, because one
 * subscriber usually holds a whole /64 and can pick any address in it.
 */
export function addressSubject(header: string | undefined): string {
  const raw = (header ?? "").trim().slice(0, 64);
  if (!raw) return "unknown";
  if (!raw.includes(":")) return raw;
  const mapped = /^\[?::ffff:(\d+\.\d+\.\d+\.\d+)\]?$/i.exec(raw);
  if (mapped) return mapped[1];
  const prefix = ipv6Prefix64(raw.replace(/^\[|\]$/g, "").replace(/%.*$/, ""));
  return prefix ? `${prefix}::/64` : raw;
}

function ipv6Prefix64(ip: string): string | null {
  // An embedded IPv4 tail (::ffff:1.2.3.4) lies in the low 64 bits; only the first four groups matter.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  const text = v4 ? ip.slice(0, -v4[1].length) + "0:0" : ip;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":");
}
