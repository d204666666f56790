import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Footer, Navbar } from "../../components/navbar";
import { errorMessage } from "../../lib/api";
import { usePageMeta } from "../../lib/use-page-meta";
import { PASSWORD_MESSAGES, passwordError } from "../../../shared/email-rules";
import { updatePassword } from "../../lib/auth-api";
import { linkParam } from "./link-params";
import { PasswordInput } from "../../components/auth/password-input";
import "../../components/auth/auth.css";

export const REDIRECT_MS = 3000;

export function ResetPasswordPage() {
  usePageMeta("Reset password", "Choose a new password for your BrandMail account.");
  const navigate = useNavigate();
  const [token] = useState(() => linkParam("token") ?? linkParam("access_token") ?? linkParam("token_hash"));
  const [type] = useState(() => linkParam("type"));
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState(false);
  const valid = Boolean(token) && type === "recovery";

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/login?reset=success", { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError("");
    if (!password || !confirm) return setError("Please fill in both password fields");
    if (password !== confirm) return setError(PASSWORD_MESSAGES.mismatch);
    const weak = passwordError(password);
    if (weak) return setError(weak);
    setBusy(true);
    try {
      await updatePassword(token ?? "", password);
      setDone(true);
    } catch (err) {
      setError(errorMessage(err, "Failed to reset password"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Navbar />
      <main className="page auth-page">
        <div className="card auth-card">
          {!valid ? (
            <div className="status-card">
              <div className="status-icon err" aria-hidden="true">
                !
              </div>
              <h1>Invalid Reset Link</h1>
              <p>This password reset link is invalid or has expired. Please request a new one.</p>
              <div className="status-actions">
                <Link to="/login" className="btn btn-primary">
                  Back to Login
                </Link>
              </div>
            </div>
          ) : done ? (
            <div className="status-card">
              <div className="status-icon ok" aria-hidden="true">
                ✓
              </div>
              <h1>Password Reset Successful!</h1>
              <p>Your password has been changed. Taking you to the login page...</p>
            </div>
          ) : (
            <>
              <h1>Reset Password</h1>
              <p className="muted">Choose a new password of at least 8 characters.</p>
              <form onSubmit={submit} noValidate>
                <PasswordInput
                  id="new-password"
                  label="New Password"
                  placeholder="Enter new password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  visible={show}
                  onToggleVisible={() => setShow((v) => !v)}
                />
                <PasswordInput
                  id="confirm-password"
                  label="Confirm New Password"
                  placeholder="Confirm new password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                  visible={show}
                  onToggleVisible={() => setShow((v) => !v)}
                />
                <label className="checkbox show-password">
                  <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} /> Show
                  password
                </label>
                {error && (
                  <div className="alert alert-error" role="alert">
                    {error}
                  </div>
                )}
                <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
                  {busy ? "Resetting..." : "Reset Password"}
                </button>
              </form>
              <p className="auth-switch">
                <Link to="/login">Back to Login</Link>
              </p>
            </>
          )}
        </div>
      </main>
      <Footer />
    </>
  );
}
