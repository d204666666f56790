import type { AppBindings } from "../env";
import type { Db } from "../platform/db";
import { sendMail } from "../platform/mail";

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

export function mailLayout(
  title: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): string {
  const href = escape(link);
  return `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:28px" cellpadding="0" cellspacing="0">
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${escape(title)}</h1>
<p style="font-size:15px;line-height:1.5;margin:0 0 20px">${escape(intro)}</p>
<p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:bold">${escape(action)}</a></p>
<p style="font-size:13px;line-height:1.5;color:#6b7280;margin:0 0 8px">If the button does not work, copy this address into your browser:<br><a href="${href}" style="color:#4f46e5;word-break:break-all">${href}</a></p>
<p style="font-size:13px;line-height:1.5;color:#6b7280;margin:0">${escape(outro)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

export async function sendVerificationMail(
  env: AppBindings,
  db: Db,
  to: string,
  firstName: string,
  link: string,
) {
  const intro = `Hi ${firstName}, please confirm your e-mail address to activate your BrandMail account and your free template.`;
  const outro =
    "This link expires in 24 hours. If you did not create an account, you can ignore this e-mail.";
  await sendMail(env, db, {
    to,
    subject: "Verify your BrandMail e-mail address",
    text: `${intro}\n\nVerify your e-mail: ${link}\n\n${outro}\n`,
    html: mailLayout("Verify your e-mail address", intro, "Verify email", link, outro),
  });
}

export async function sendResetMail(env: AppBindings, db: Db, to: string, firstName: string, link: string) {
  const intro = `Hi ${firstName}, we received a request to reset the password of your BrandMail account.`;
  const outro =
    "This link expires in 1 hour and works once. If you did not ask for a new password, you can ignore this e-mail; your password stays the same.";
  await sendMail(env, db, {
    to,
    subject: "Reset your BrandMail password",
    text: `${intro}\n\nChoose a new password: ${link}\n\n${outro}\n`,
    html: mailLayout("Reset your password", intro, "Reset password", link, outro),
  });
}
