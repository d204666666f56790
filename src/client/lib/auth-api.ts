import { request } from "./api";
import { getStoredUser, setStoredUser, type StoredUser } from "./session";

export interface LoginResponse {
  user: StoredUser;
  sessionToken?: string;
  access_token?: string;
  refresh_token?: string;
  session?: { access_token: string; refresh_token: string; expires_at: number };
  tokenExpiresAt?: number;
}

export const NO_TOKENS = "Authentication failed - no tokens received";

export function login(email: string, password: string, rememberMe: boolean) {
  return request({ json: { email, password, rememberMe }, fallbackError: "Login failed" }, (c) =>
    c.api.auth.login.$post(),
  );
}

/** Stores a login (or refresh) answer for this tab; refuses one that carries no token at all. */
export function storeSession(res: LoginResponse): StoredUser {
  const sessionToken = res.sessionToken ?? res.access_token ?? res.session?.access_token;
  if (!sessionToken) throw new Error(NO_TOKENS);
  const user: StoredUser = {
    ...res.user,
    sessionToken,
    refreshToken: res.refresh_token ?? res.session?.refresh_token ?? res.user.refreshToken,
    tokenExpiresAt: res.tokenExpiresAt ?? res.session?.expires_at ?? res.user.tokenExpiresAt,
  };
  setStoredUser(user);
  sessionStorage.setItem("showDashboard", "true");
  return user;
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function register(input: RegisterInput) {
  return request({ json: { ...input, plan: "free" }, fallbackError: "Registration failed" }, (c) =>
    c.api.auth["register-v2"].$post(),
  );
}

/** Polls with the registration's own status token (from the register answer), never with the address. */
export function verifyEmailStatus(statusToken: string) {
  return request({ json: { token: statusToken } }, (c) => c.api.auth["verify-email-status"].$post());
}

export function resendVerification(email: string) {
  return request({ json: { email }, fallbackError: "Failed to resend verification email" }, (c) =>
    c.api.auth["resend-verification"].$post(),
  );
}

export function requestPasswordReset(email: string) {
  const json = { email, redirectTo: `${window.location.origin}/reset-password` };
  return request({ json, fallbackError: "Failed to send reset email" }, (c) =>
    c.api.auth["reset-password"].$post(),
  );
}

export function updatePassword(token: string, password: string) {
  const json = { token, accessToken: token, refreshToken: "", password };
  return request({ json, fallbackError: "Failed to reset password" }, (c) =>
    c.api.auth["update-password"].$post(),
  );
}

export function verifyEmail(token: string) {
  return request({ json: { token } }, (c) => c.api.auth["verify-email"].$post());
}

export function verifyConfirmation(tokenHash: string, type: string) {
  return request({ json: { token_hash: tokenHash, type } }, (c) => c.auth["verify-confirmation"].$post());
}

export function fetchProfile() {
  return request({ auth: true }, (c) => c.api.auth.profile.$get());
}

/** Tells the server to revoke this tab's session, then forgets it locally even if the call failed. */
export async function logout(): Promise<void> {
  const user = getStoredUser();
  try {
    if (user?.sessionToken) {
      const headers = { authorization: `Bearer ${user.sessionToken}` };
      await request({ json: { refreshToken: user.refreshToken }, timeoutMs: 5000 }, (c) =>
        c.api.auth.logout.$post({}, { headers }),
      );
    }
  } catch {
    /* the local session is cleared regardless */
  } finally {
    setStoredUser(null);
    localStorage.removeItem("user_id");
  }
}
