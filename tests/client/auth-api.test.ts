import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ApiRequestError,
  CONNECTION_ERROR,
  refreshSession,
  SESSION_EXPIRED,
  setSessionExpiredHandler,
  request,
} from "../../src/client/lib/api";
import { getStoredUser, migrateStoredSession, setStoredUser } from "../../src/client/lib/session";
import { checkToken } from "../../src/client/lib/use-token-upkeep";
import { json, mockFetch, storedUser } from "./auth-support";

const now = () => Math.floor(Date.now() / 1000);
const refreshed = (n: number) => ({
  session: { access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_at: now() + 900 },
});

const profile = () => request({ auth: true }, (c) => c.api.auth.profile.$get());
const templates = () => request({ auth: true }, (c) => c.api.templates.$get());

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionExpiredHandler(() => {});
});

describe("api client", () => {
  it("fails with 'No authentication token' when the tab has no session", async () => {
    mockFetch({});
    await expect(profile()).rejects.toThrow("No authentication token");
  });

  it("sends the bearer token and returns the JSON body", async () => {
    setStoredUser(storedUser());
    const f = mockFetch({ "GET /api/auth/profile": () => json({ id: "u1" }) });
    expect(await profile()).toEqual({ id: "u1" });
    expect(f.calls[0].headers.get("authorization")).toBe("Bearer access-1");
  });

  it("refreshes first when 60 s or less remain, and stores the new pair", async () => {
    setStoredUser(storedUser({ tokenExpiresAt: now() + 30 }));
    const f = mockFetch({
      "POST /api/auth/refresh": () => json(refreshed(2)),
      "GET /api/auth/profile": () => json({ ok: true }),
    });
    await profile();
    expect(f.calls.map((c) => c.key)).toEqual(["POST /api/auth/refresh", "GET /api/auth/profile"]);
    expect(f.calls[0].body).toEqual({ refreshToken: "refresh-1" });
    expect(f.calls[1].headers.get("authorization")).toBe("Bearer access-2");
    expect(getStoredUser()).toMatchObject({ sessionToken: "access-2", refreshToken: "refresh-2" });
    expect(JSON.parse(sessionStorage.getItem("session")!).refresh_token).toBe("refresh-2");
  });

  it("on a 401 refreshes and retries once", async () => {
    setStoredUser(storedUser());
    let n = 0;
    const f = mockFetch({
      "POST /api/auth/refresh": () => json(refreshed(3)),
      "GET /api/templates": () =>
        n++ === 0
          ? json({ error: { code: "unauthorized", message: "Authentication required" } }, 401)
          : json({ templates: [] }),
    });
    expect(await templates()).toEqual({ templates: [] });
    expect(f.count("GET /api/templates")).toBe(2);
    expect(f.calls[2].headers.get("authorization")).toBe("Bearer access-3");
  });

  it("shares one refresh among concurrent calls", async () => {
    setStoredUser(storedUser({ tokenExpiresAt: now() - 5 }));
    const f = mockFetch({
      "POST /api/auth/refresh": async () => {
        await new Promise((r) => setTimeout(r, 20));
        return json(refreshed(4));
      },
      "GET /api/auth/profile": () => json({}),
      "GET /api/templates": () => json({}),
    });
    await Promise.all([profile(), templates(), refreshSession()]);
    expect(f.count("POST /api/auth/refresh")).toBe(1);
  });

  it("when refresh fails: clears the session and reports 'Your session has expired. Please log in again.'", async () => {
    setStoredUser(storedUser({ tokenExpiresAt: now() - 5 }));
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    mockFetch({
      "POST /api/auth/refresh": () => json({ error: { code: "unauthorized", message: "x" } }, 401),
    });
    // The call fails with the spec's 'Token refresh failed'; the user is told the session expired.
    await expect(templates()).rejects.toThrow(/^Token refresh failed$/);
    expect(expired).toHaveBeenCalledWith(SESSION_EXPIRED);
    expect(getStoredUser()).toBeNull();
  });

  it("fails with 'Authentication failed' when the refresh after a 401, or the retry, is refused", async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    setStoredUser(storedUser());
    mockFetch({
      "POST /api/auth/refresh": () => json({ error: { code: "unauthorized", message: "x" } }, 401),
      "GET /api/templates": () =>
        json({ error: { code: "unauthorized", message: "Authentication required" } }, 401),
    });
    await expect(templates()).rejects.toThrow(/^Authentication failed$/);
    setStoredUser(storedUser());
    mockFetch({
      "POST /api/auth/refresh": () => json(refreshed(5)),
      "GET /api/templates": () =>
        json({ error: { code: "unauthorized", message: "Authentication required" } }, 401),
    });
    await expect(templates()).rejects.toMatchObject({
      message: "Authentication failed",
      code: "session_expired",
    });
    expect(expired).toHaveBeenCalledTimes(2);
    expect(getStoredUser()).toBeNull();
  });

  it("does not end the session when the refresh fails for lack of a connection", async () => {
    setStoredUser(storedUser({ tokenExpiresAt: now() - 5 }));
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    mockFetch({});
    await expect(templates()).rejects.toThrow(CONNECTION_ERROR);
    expect(expired).not.toHaveBeenCalled();
    expect(getStoredUser()).not.toBeNull();
  });

  it("maps a network failure to the connection message and a server error to its message", async () => {
    mockFetch({
      "POST /api/auth/login": () =>
        json({ error: { code: "unauthorized", message: "Invalid email or password" } }, 401),
    });
    const err = (await request({ json: {} }, (c) => c.api.auth.login.$post()).catch(
      (e: unknown) => e,
    )) as ApiRequestError;
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err.message).toBe("Invalid email or password");
    await expect(request({}, (c) => c.api.auth.logout.$post())).rejects.toThrow(CONNECTION_ERROR);
  });
});

describe("token upkeep", () => {
  it("refreshes an expiring token and leaves a fresh one alone", async () => {
    setStoredUser(storedUser());
    const f = mockFetch({ "POST /api/auth/refresh": () => json(refreshed(5)) });
    await checkToken();
    expect(f.count("POST /api/auth/refresh")).toBe(0);
    setStoredUser(storedUser({ tokenExpiresAt: now() + 20 }));
    await checkToken();
    expect(getStoredUser()?.sessionToken).toBe("access-5");
  });

  it("ends the session when the server refuses the refresh", async () => {
    setStoredUser(storedUser({ tokenExpiresAt: now() - 1 }));
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    mockFetch({
      "POST /api/auth/refresh": () => json({ error: { code: "unauthorized", message: "x" } }, 401),
    });
    await checkToken();
    expect(getStoredUser()).toBeNull();
    expect(expired).toHaveBeenCalledWith(SESSION_EXPIRED);
  });

  it("keeps the session when the refresh never reaches the server, and retries on the next check", async () => {
    setStoredUser(storedUser({ tokenExpiresAt: now() - 1 }));
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    mockFetch({});
    await checkToken();
    expect(getStoredUser()).not.toBeNull();
    expect(expired).not.toHaveBeenCalled();
    mockFetch({ "POST /api/auth/refresh": () => json(refreshed(7)) });
    await checkToken();
    expect(getStoredUser()?.sessionToken).toBe("access-7");
  });
});

describe("startup restore and migration", () => {
  it("moves an older localStorage session into this tab and normalises snake_case fields", () => {
    const { sessionToken: _s, refreshToken: _r, templatesUsed: _t, ...legacy } = storedUser();
    localStorage.setItem("user", JSON.stringify({ ...legacy, templates_used: 1, custom_template_limit: 50 }));
    localStorage.setItem("session_token", "legacy-access");
    localStorage.setItem("refresh_token", "legacy-refresh");
    expect(migrateStoredSession()).toBe("restored");
    expect(getStoredUser()).toMatchObject({
      sessionToken: "legacy-access",
      refreshToken: "legacy-refresh",
      templatesUsed: 1,
      customTemplateLimit: 50,
    });
    expect(localStorage.getItem("user")).toBeNull();
    expect(localStorage.getItem("session_token")).toBeNull();
  });

  it("clears a stored user without a session token", () => {
    sessionStorage.setItem("user", JSON.stringify({ id: "u1", email: "a@acme-corp.io" }));
    expect(migrateStoredSession()).toBe("invalid");
    expect(getStoredUser()).toBeNull();
  });

  it("keeps a valid session as it is", () => {
    setStoredUser(storedUser());
    expect(migrateStoredSession()).toBe("restored");
    expect(getStoredUser()?.sessionToken).toBe("access-1");
    sessionStorage.clear();
    expect(migrateStoredSession()).toBe("none");
  });
});
