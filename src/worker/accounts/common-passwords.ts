// The zxcvbn-ts project's list of common passwords (about 49,000 from leaked-password corpora, lower case),
// shipped with the app; only the 8+ character entries matter, since shorter passwords are refused anyway.
import passwords from "@zxcvbn-ts/language-common/dist/passwords.json.mjs";
import { PASSWORD_MIN } from "../../shared/email-rules";

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose a less common password";

let common: Set<string> | null = null;

function list(): Set<string> {
  common ??= new Set((passwords as string[]).filter((p) => p.length >= PASSWORD_MIN));
  return common;
}

/** @internal */
export function commonPasswordCount(): number {
  return list().size;
}

export function isCommonPassword(password: string): boolean {
  return list().has(password.normalize("NFKC").toLowerCase());
}
