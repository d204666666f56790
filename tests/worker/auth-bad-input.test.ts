import { describe, expect, it } from "vitest";
import { call, expectError, PASSWORD } from "./auth-support";

type Case = {
  name: string;
  path: string;
  method?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  status: number;
  message?: string | RegExp;
};

const good = {
  email: "ada@acme-corp.io",
  password: PASSWORD,
  plan: "free",
  firstName: "Ada",
  lastName: "Lovelace",
};
const huge = JSON.stringify({ email: "a@acme-corp.io", password: "x".repeat(70 * 1024) });

const cases: Case[] = [
  {
    name: "register: not JSON",
    path: "/api/auth/register-v2",
    raw: "{email:",
    status: 400,
    message: "Request body must be valid JSON.",
  },
  {
    name: "register: empty body",
    path: "/api/auth/register-v2",
    raw: "",
    status: 400,
    message: "Request body must be a JSON object.",
  },
  {
    name: "register: JSON array",
    path: "/api/auth/register-v2",
    raw: "[1,2]",
    status: 400,
    message: "Request body must be a JSON object.",
  },
  {
    name: "register: JSON string",
    path: "/api/auth/register-v2",
    raw: '"hello"',
    status: 400,
    message: "Request body must be a JSON object.",
  },
  {
    name: "register: missing email",
    path: "/api/auth/register-v2",
    body: { ...good, email: undefined },
    status: 400,
    message: "email: Email is required",
  },
  {
    name: "register: email is a number",
    path: "/api/auth/register-v2",
    body: { ...good, email: 42 },
    status: 400,
    message: "email: Email is required",
  },
  {
    name: "register: blank email",
    path: "/api/auth/register-v2",
    body: { ...good, email: "   " },
    status: 400,
    message: "Email is required",
  },
  {
    name: "register: email over 254 characters",
    path: "/api/auth/register-v2",
    body: { ...good, email: `${"a".repeat(250)}@acme-corp.io` },
    status: 400,
    message: "Please enter a valid email address",
  },
  {
    name: "register: missing password",
    path: "/api/auth/register-v2",
    body: { ...good, password: undefined },
    status: 400,
    message: "password: Password is required",
  },
  {
    name: "register: empty password",
    path: "/api/auth/register-v2",
    body: { ...good, password: "" },
    status: 400,
    message: "Password is required",
  },
  {
    name: "register: 7-character password",
    path: "/api/auth/register-v2",
    body: { ...good, password: "1234567" },
    status: 400,
    message: "Password must be at least 8 characters long",
  },
  {
    name: "register: 257-character password",
    path: "/api/auth/register-v2",
    body: { ...good, password: "p".repeat(257) },
    status: 400,
    message: "Password must be at most 256 characters long",
  },
  {
    name: "register: password is an array",
    path: "/api/auth/register-v2",
    body: { ...good, password: ["a"] },
    status: 400,
    message: "password: Password is required",
  },
  {
    name: "register: missing first name",
    path: "/api/auth/register-v2",
    body: { ...good, firstName: undefined },
    status: 400,
    message: "firstName: First name is required",
  },
  {
    name: "register: blank first name",
    path: "/api/auth/register-v2",
    body: { ...good, firstName: "  " },
    status: 400,
    message: "First name is required",
  },
  {
    name: "register: missing last name",
    path: "/api/auth/register-v2",
    body: { ...good, lastName: undefined },
    status: 400,
    message: "lastName: Last name is required",
  },
  {
    name: "register: last name over 100 characters",
    path: "/api/auth/register-v2",
    body: { ...good, lastName: "L".repeat(101) },
    status: 400,
    message: "Last name must be at most 100 characters",
  },
  {
    name: "register: unknown plan",
    path: "/api/auth/register-v2",
    body: { ...good, plan: "platinum" },
    status: 400,
    message: "plan: Unknown plan",
  },
  { name: "register: body over 64 KB", path: "/api/auth/register-v2", raw: huge, status: 413 },
  {
    name: "login: missing password",
    path: "/api/auth/login",
    body: { email: "a@acme-corp.io" },
    status: 400,
    message: "password: Password is required",
  },
  {
    name: "login: malformed email",
    path: "/api/auth/login",
    body: { email: "nope", password: "x" },
    status: 400,
    message: "Please enter a valid email address",
  },
  {
    name: "login: rememberMe is a string",
    path: "/api/auth/login",
    body: { email: "a@acme-corp.io", password: "x", rememberMe: "yes" },
    status: 400,
    message: "rememberMe: rememberMe must be true or false",
  },
  {
    name: "login: not JSON",
    path: "/api/auth/login",
    raw: "email=a&password=b",
    status: 400,
    message: "Request body must be valid JSON.",
  },
  { name: "login: body over 64 KB", path: "/api/auth/login", raw: huge, status: 413 },
  {
    name: "refresh: missing token",
    path: "/api/auth/refresh",
    body: {},
    status: 400,
    message: "refreshToken: Refresh token is required",
  },
  {
    name: "refresh: token is a number",
    path: "/api/auth/refresh",
    body: { refreshToken: 12345 },
    status: 400,
  },
  {
    name: "refresh: token over 200 characters",
    path: "/api/auth/refresh",
    body: { refreshToken: "r".repeat(201) },
    status: 400,
    message: "Refresh token is not valid",
  },
  {
    name: "logout: refreshToken is an object",
    path: "/api/auth/logout",
    body: { refreshToken: { a: 1 } },
    status: 400,
  },
  {
    name: "reset-password: missing email",
    path: "/api/auth/reset-password",
    body: { redirectTo: "http://app.test/reset-password" },
    status: 400,
    message: "email: Email is required",
  },
  {
    name: "reset-password: redirectTo is a number",
    path: "/api/auth/reset-password",
    body: { email: "a@acme-corp.io", redirectTo: 7 },
    status: 400,
  },
  {
    name: "update-password: no token at all",
    path: "/api/auth/update-password",
    body: { password: PASSWORD },
    status: 400,
    message: "Invalid or expired reset link",
  },
  {
    name: "update-password: short password",
    path: "/api/auth/update-password",
    body: { token: "abc", password: "short" },
    status: 400,
    message: "Password must be at least 8 characters long",
  },
  {
    name: "update-password: missing password",
    path: "/api/auth/update-password",
    body: { token: "abc" },
    status: 400,
    message: "password: Password is required",
  },
  {
    name: "verify-email: missing token",
    path: "/api/auth/verify-email",
    body: {},
    status: 400,
    message: "token: Verification token is required",
  },
  {
    name: "verify-email: blank token",
    path: "/api/auth/verify-email",
    body: { token: "  " },
    status: 400,
    message: "Verification token is required",
  },
  {
    name: "verify-confirmation: missing type",
    path: "/auth/verify-confirmation",
    body: { token_hash: "abc" },
    status: 400,
    message: "Invalid confirmation link",
  },
  {
    name: "verify-confirmation: missing token_hash",
    path: "/auth/verify-confirmation",
    body: { type: "signup" },
    status: 400,
  },
  {
    name: "verify-email-status: token is null",
    path: "/api/auth/verify-email-status",
    body: { token: null },
    status: 400,
  },
  {
    name: "verify-email-status: an address instead of a token",
    path: "/api/auth/verify-email-status",
    body: { email: "a@b.io" },
    status: 400,
    message: "token: Verification status token is required",
  },
  {
    name: "resend-verification: missing email",
    path: "/api/auth/resend-verification",
    body: {},
    status: 400,
  },
  {
    name: "resend-verification: not JSON",
    path: "/api/auth/resend-verification",
    raw: "<xml/>",
    status: 400,
    message: "Request body must be valid JSON.",
  },
  {
    name: "client-error: missing type",
    path: "/webhook/client-error",
    body: { error: { message: "x" } },
    status: 400,
    message: "type: type is required",
  },
  {
    name: "client-error: line is a string",
    path: "/webhook/client-error",
    body: { type: "window", error: { line: "12" } },
    status: 400,
  },
  {
    name: "client-error: report over 16 KB",
    path: "/webhook/client-error",
    raw: JSON.stringify({ type: "x", error: { stack: "s".repeat(17 * 1024) } }),
    status: 413,
  },
  {
    name: "client-error: stack over 8000 characters",
    path: "/webhook/client-error",
    body: { type: "x", error: { stack: "s".repeat(8001) } },
    status: 400,
  },
  { name: "client-error: not JSON", path: "/webhook/client-error", raw: "oops", status: 400 },
  {
    name: "profile: GET without a token",
    path: "/api/auth/profile",
    method: "GET",
    status: 401,
    message: "Authentication required",
  },
  {
    name: "profile: malformed authorization header",
    path: "/api/auth/profile",
    method: "GET",
    headers: { authorization: "Token abc" },
    status: 401,
  },
  { name: "register: wrong method", path: "/api/auth/register-v2", method: "GET", status: 404 },
];

describe("bad input gets a 4xx with the error shape, never a 500", () => {
  it("has at least 30 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const res = await call(c.path, {
      method: c.method ?? "POST",
      body: c.body,
      raw: c.raw,
      headers: c.headers,
    });
    const error = expectError(res, c.status);
    expect(res.status).toBeLessThan(500);
    if (typeof c.message === "string") expect(error.message).toBe(c.message);
    else if (c.message) expect(error.message).toMatch(c.message);
  });
});
