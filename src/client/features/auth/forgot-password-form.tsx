import { useEffect, useState, type FormEvent } from "react";
import { errorMessage } from "../../lib/api";
import { requestPasswordReset } from "../../lib/auth-api";

export const RESET_SENT = "Password reset email sent! Please check your inbox (and spam folder).";
const CLOSE_AFTER_MS = 7000;

export function ForgotPasswordForm({ initialEmail, onClose }: { initialEmail: string; onClose: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError("");
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (err) {
      setError(errorMessage(err, "Failed to send reset email"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="forgot-box" aria-labelledby="forgot-title">
      <h2 id="forgot-title">Reset your password</h2>
      {sent ? (
        <div className="alert alert-success" role="status">
          {RESET_SENT}
        </div>
      ) : (
        <form onSubmit={submit} noValidate={false}>
          <p className="muted">
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </p>
          <div className="field">
            <label htmlFor="forgot-email">Account email</label>
            <input
              id="forgot-email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          {error && (
            <div className="alert alert-error" role="alert">
              {error}
            </div>
          )}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? "Sending..." : "Send reset link"}
            </button>
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
