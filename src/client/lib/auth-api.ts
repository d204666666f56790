import type { PublicUser } from "../../shared/api-types";
import { api } from "./api";
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
  return api<LoginResponse>("/api/auth/login", {
    method: "POST",
    json: { email, password, rememberMe },
    fallbackError: "Login failed",
  });
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
  return api<{ success: boolean; message: string; user: PublicUser; statusToken?: string }>(
    "/api/auth/register-v2",
    {
      method: "POST",
      json: { ...input, plan: "free" },
      fallbackError: "Registration failed",
    },
  );
}

/** Polls with the registration's own status token (from the register answer), never with the address. */
export function verifyEmailStatus(statusToken: string) {
  return api<{ emailVerified: boolean }>("/api/auth/verify-email-status", {
    method: "POST",
    json: { token: statusToken },
  });
}

export function resendVerification(email: string) {
  return api<{ success: boolean; message: string }>("/api/auth/resend-verification", {
    method: "POST",
    json: { email },
    fallbackError: "Failed to resend verification email",
  });
}

export function requestPasswordReset(email: string) {
  return api<{ success: boolean }>("/api/auth/reset-password", {
    method: "POST",
    json: { email, redirectTo: `${window.location.origin}/reset-password` },
    fallbackError: "Failed to send reset email",
  });
}

export function updatePassword(token: string, password: string) {
  return api<{ success: boolean; message: string }>("/api/auth/update-password", {
    method: "POST",
    json: { token, accessToken: token, refreshToken: "", password },
    fallbackError: "Failed to reset password",
  });
}

export function verifyEmail(token: string) {
  return api<{ success: boolean; message: string; email: string }>("/api/auth/verify-email", {
    method: "POST",
    json: { token },
  });
}

export function verifyConfirmation(tokenHash: string, type: string) {
  return api<{ success: boolean; message: string; email: string }>("/auth/verify-confirmation", {
    method: "POST",
    json: { token_hash: tokenHash, type },
  });
}

export function fetchProfile() {
  return api<PublicUser>("/api/auth/profile", { auth: true });
}

/** Tells the server to revoke this tab's session, then forgets it locally even if the call failed. */
export async function logout(): Promise<void> {
  const user = getStoredUser();
  try {
    if (user?.sessionToken) {
      await api("/api/auth/logout", {
        method: "POST",
        json: { refreshToken: user.refreshToken },
        headers: { authorization: `Bearer ${user.sessionToken}` },
        timeoutMs: 5000,
      });
    }
  } catch {
    /* the local session is cleared regardless */
  } finally {
    setStoredUser(null);
    localStorage.removeItem("user_id");
  }
}
