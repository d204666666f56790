import { outbox } from "../db/schema";
import type { AppBindings } from "../env";
import { isProduction } from "../env";
import type { Db } from "./db";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function extractLinks(text: string): string[] {
  return [...new Set((text.match(/https?:\/\/[^\s"'<>)]+/g) ?? []).map((u) => u.replace(/&amp;/g, "&")))];
}

function mime(from: string, msg: MailMessage): string {
  const boundary = `b${crypto.randomUUID().replace(/-/g, "")}`;
  const b64 = (s: string) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(s))).replace(/.{76}/g, "$&\r\n");
  return [
    `From: ${from}`,
    `To: ${msg.to}`,
    `Subject: =?UTF-8?B?${b64(msg.subject).replace(/\r\n/g, "")}?=`,
    `Message-ID: <${crypto.randomUUID()}@${from.split("@")[1] ?? "localhost"}>`,
    `Date: ${new Date().toUTCString()}`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    b64(msg.text),
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    b64(msg.html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** Production sends through the send_email binding; everywhere else the message lands in the dev outbox. */
export async function sendMail(env: AppBindings, db: Db, msg: MailMessage): Promise<void> {
  if (isProduction(env)) {
    if (!env.EMAIL) throw new Error("EMAIL binding is not configured");
    const { EmailMessage } = await import("cloudflare:email");
    await env.EMAIL.send(new EmailMessage(env.MAIL_FROM, msg.to, mime(env.MAIL_FROM, msg)));
    return;
  }
  await db.insert(outbox).values({ id: crypto.randomUUID(), ...msg, createdAt: Date.now() });
}
