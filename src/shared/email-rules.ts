export const BLOCKED_EMAIL_PROVIDERS = [
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.uk",
  "yahoo.fr",
  "yahoo.de",
  "yahoo.es",
  "yahoo.it",
  "yahoo.co.jp",
  "yahoo.com.br",
  "ymail.com",
  "rocketmail.com",
  "hotmail.com",
  "hotmail.co.uk",
  "hotmail.fr",
  "hotmail.de",
  "hotmail.it",
  "outlook.com",
  "outlook.fr",
  "outlook.de",
  "live.com",
  "live.co.uk",
  "live.fr",
  "msn.com",
  "passport.com",
  "aol.com",
  "aim.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "protonmail.com",
  "proton.me",
  "pm.me",
  "tutanota.com",
  "tuta.io",
  "zoho.com",
  "zohomail.com",
  "gmx.com",
  "gmx.net",
  "gmx.de",
  "gmx.at",
  "gmx.ch",
  "web.de",
  "t-online.de",
  "freenet.de",
  "mail.com",
  "email.com",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "bk.ru",
  "inbox.ru",
  "list.ru",
  "rambler.ru",
  "qq.com",
  "163.com",
  "126.com",
  "sina.com",
  "naver.com",
  "daum.net",
  "hanmail.net",
  "rediffmail.com",
  "orange.fr",
  "wanadoo.fr",
  "free.fr",
  "laposte.net",
  "sfr.fr",
  "libero.it",
  "virgilio.it",
  "seznam.cz",
  "wp.pl",
  "o2.pl",
  "interia.pl",
  "walla.co.il",
  "walla.com",
  "bezeqint.net",
  "fastmail.com",
  "hushmail.com",
  "inbox.com",
  "lycos.com",
  "btinternet.com",
  "sky.com",
  "comcast.net",
  "verizon.net",
  "att.net",
  "sbcglobal.net",
  "cox.net",
  "bigpond.com",
  "shaw.ca",
  "rogers.com",
  "uol.com.br",
  "bol.com.br",
  "terra.com.br",
];

export const EMAIL_MESSAGES = {
  invalid: "Please enter a valid email address",
  alias: 'Email aliases with "+" are not allowed. Please use your primary business email address',
  noDomain: "Invalid email format",
  personal: "Please use your business email address. Personal email providers are not accepted",
  suspicious: "Please use a valid business email address",
} as const;

const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * One mailbox, one spelling: trimmed, Unicode-normalised (NFKC), lower case, the domain without trailing dots and
 * in its ASCII (punycode) form, so "Ada@ACME.io.", "ada@acme.io" and full-width variants are the same account.
 */
export function normalizeEmail(email: string): string {
  const value = email.trim().normalize("NFKC").toLowerCase();
  const at = value.lastIndexOf("@");
  if (at < 0) return value;
  let domain = value.slice(at + 1).replace(/\.+$/, "");
  if (/[^\x20-\x7e]/.test(domain)) {
    try {
      domain = new URL(`http://${domain}/`).hostname;
    } catch {
      /* not a valid host: left as typed, the address check refuses it */
    }
  }
  return `${value.slice(0, at)}@${domain}`;
}

/**
 * Returns the spec's error message for a registration address, or null when it is acceptable. Disposable domains are
 * matched exactly against a maintained list (src/shared/disposable-domains.ts, passed in by the server) rather than
 * by words, so real companies such as franklintempleton.com or latest-news.com pass.
 */
export function businessEmailError(
  raw: string,
  isDisposableDomain?: (domain: string) => boolean,
): string | null {
  const email = normalizeEmail(raw);
  if (!BASIC_EMAIL.test(email)) return EMAIL_MESSAGES.invalid;
  if (email.includes("+")) return EMAIL_MESSAGES.alias;
  const domain = email.split("@")[1];
  if (!domain) return EMAIL_MESSAGES.noDomain;
  const personal = BLOCKED_EMAIL_PROVIDERS.some((p) => domain === p || domain.endsWith(`.${p}`));
  if (personal) return EMAIL_MESSAGES.personal;
  if (/^\d+\./.test(domain) || isDisposableDomain?.(domain)) return EMAIL_MESSAGES.suspicious;
  if (domain.length < 4) return EMAIL_MESSAGES.suspicious;
  return null;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const PASSWORD_MESSAGES = {
  required: "Password is required",
  short: `Password must be at least ${PASSWORD_MIN} characters long`,
  long: `Password must be at most ${PASSWORD_MAX} characters long`,
  mismatch: "Passwords do not match",
  blank: "Password cannot be only spaces",
  control: "Password cannot contain control characters",
} as const;

export function passwordError(password: string): string | null {
  if (!password) return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN) return PASSWORD_MESSAGES.short;
  if (password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.long;
  if (!password.trim()) return PASSWORD_MESSAGES.blank;
  // eslint-disable-next-line no-control-regex -- exactly what is refused
  if (/[\u0000-\u001f\u007f-\u009f]/.test(password)) return PASSWORD_MESSAGES.control;
  return null;
}

/** Longest first or last name an account may have (the server refuses longer, the form stops there). */
export const NAME_MAX_LENGTH = 100;
