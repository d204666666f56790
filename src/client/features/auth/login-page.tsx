import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { Footer, Navbar } from "../../components/navbar";
import { ApiRequestError, errorMessage, SESSION_EXPIRED } from "../../lib/api";
import { usePageMeta } from "../../lib/use-page-meta";
import { useUser } from "../../lib/use-user";
import { login, NO_TOKENS, resendVerification, storeSession } from "../../lib/auth-api";
import { ForgotPasswordForm } from "./forgot-password-form";
import { FullScreenLoading } from "./full-screen-loading";
import { PasswordInput } from "../../components/auth/password-input";
import { pendingPlanId, resendErrorMessage } from "../../components/auth/verify-email-modal";
import "../../components/auth/auth.css";

export const LOADING_MS = 2500;
const REMEMBER_KEY = "rememberedEmail";

export function LoginPage() {
  usePageMeta("Sign in", "Sign in to your BrandMail account to create branded e-mail templates.");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const remembered = localStorage.getItem(REMEMBER_KEY) ?? "";
  const [email, setEmail] = useState(params.get("email") ?? remembered);
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(Boolean(remembered));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [unverified, setUnverified] = useState(false);
  const [resendNote, setResendNote] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const closeForgot = useCallback(() => setForgotOpen(false), []);
  const user = useUser();

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      const pending = pendingPlanId();
      navigate(pending || params.get("fromPaypal") === "true" ? "/?checkPendingPlan=true" : "/", {
        replace: true,
      });
    }, LOADING_MS);
    return () => clearTimeout(timer);
  }, [loading, navigate, params]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError("");
    setUnverified(false);
    setResendNote(null);
    setBusy(true);
    try {
      const res = await login(email.trim(), password, rememberMe);
      storeSession(res);
      if (rememberMe) localStorage.setItem(REMEMBER_KEY, email.trim());
      else localStorage.removeItem(REMEMBER_KEY);
      setLoading(true);
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === "email_not_verified") setUnverified(true);
      setError(
        err instanceof Error && err.message === NO_TOKENS ? NO_TOKENS : errorMessage(err, "Login failed"),
      );
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setResendNote(null);
    try {
      await resendVerification(email.trim());
      setResendNote({ kind: "success", text: "Verification email sent! Please check your inbox." });
    } catch (err) {
      setResendNote({ kind: "error", text: resendErrorMessage(err) });
    }
  }

  if (loading) return <FullScreenLoading title="Signing you in..." detail="Loading your dashboard" />;
  // A tab that already holds a session has nothing to do here (a fresh sign-in shows the loading screen first).
  if (user && !busy) return <Navigate to="/" replace />;

  const banner =
    params.get("verified") === "true"
      ? "Email verified successfully! You can now log in."
      : params.get("reset") === "success"
        ? "Password reset successfully! You can now log in with your new password."
        : null;

  return (
    <>
      <Navbar />
      <main className="page auth-page">
        <div className="card auth-card">
          <h1>Welcome back</h1>
          <p className="muted">Sign in to your BrandMail account.</p>
          {banner && (
            <div className="alert alert-success" role="status">
              {banner}
            </div>
          )}
          {params.get("expired") === "true" && (
            <div className="alert alert-warning" role="status">
              {SESSION_EXPIRED}
            </div>
          )}
          {params.get("fromPaypal") === "true" && (
            <div className="alert alert-info" role="status">
              Please sign in to finish your subscription.
            </div>
          )}
          <form onSubmit={submit}>
            <div className="field">
              <label htmlFor="login-email">Email</label>
              <input
                id="login-email"
                type="email"
                required
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <PasswordInput
              id="login-password"
              label="Password"
              required
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <div className="login-row">
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={rememberMe}
                  onChange={(e) => setRememberMe(e.target.checked)}
                />{" "}
                Remember me
              </label>
              <button
                type="button"
                className="link-button"
                onClick={() => setForgotOpen((v) => !v)}
                aria-expanded={forgotOpen}
              >
                Forgot password?
              </button>
            </div>
            {error && (
              <div className="alert alert-error" role="alert">
                {error}
                {unverified && (
                  <div className="alert-action">
                    <button type="button" className="btn btn-secondary btn-small" onClick={resend}>
                      Resend verification email
                    </button>
                  </div>
                )}
              </div>
            )}
            {resendNote && (
              <div className={`alert alert-${resendNote.kind}`} role="status">
                {resendNote.text}
              </div>
            )}
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {busy ? "Signing in..." : "Sign In"}
            </button>
          </form>
          {forgotOpen && <ForgotPasswordForm initialEmail={email} onClose={closeForgot} />}
          <p className="auth-switch">
            Don&apos;t have an account? <Link to="/?showPricing=true">Sign up for free</Link>
          </p>
        </div>
      </main>
      <Footer />
    </>
  );
}
