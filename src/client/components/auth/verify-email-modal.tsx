import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiRequestError } from "../../lib/api";
import { login, resendVerification, storeSession, verifyEmailStatus } from "../../lib/auth-api";
import { Modal } from "./auth-modal";
import "./auth.css";

/** The plan chosen on the pricing view before signing up (stored as JSON {plan} by the pricing feature). */
export function pendingPlanId(): string | null {
  const raw = localStorage.getItem("pendingPlan");
  if (!raw) return null;
  let plan: unknown = raw;
  try {
    plan = (JSON.parse(raw) as { plan?: unknown })?.plan ?? raw;
  } catch {
    /* a bare plan id */
  }
  return typeof plan === "string" && plan !== "free" && /^[a-z-]+$/.test(plan) ? plan : null;
}

export const POLL_MS = 3000;
export const RESEND_COOLDOWN_S = 60;

/** Spec 02 section 8: a refusal from the server and a failed request read differently; a cooldown says how long. */
export function resendErrorMessage(err: unknown): string {
  if (err instanceof ApiRequestError && err.status === 429) return err.message;
  if (err instanceof ApiRequestError && err.status > 0) return "Failed to send email. Please try again.";
  return "Error sending email. Please try again.";
}
export const RESENT = "Verification email sent! Please check your inbox.";
export const VERIFIED_ALERT = "Email verified! You can now use your free account.";

/**
 * Shown after registration: waits (polling every 3 s) for the address to be verified from the e-mailed link,
 * then signs in with the password just entered, or sends the user to the login page.
 */
export function VerifyEmailModal({
  email,
  statusToken,
  password,
  onClose,
}: {
  email: string;
  /** From the registration answer; without it there is nothing to poll and the link itself leads on. */
  statusToken?: string;
  password?: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_S);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [verified, setVerified] = useState(false);
  const finished = useRef(false);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  useEffect(() => {
    if (verified || !statusToken) return;
    const timer = setInterval(() => {
      verifyEmailStatus(statusToken)
        .then((r) => r.emailVerified && setVerified(true))
        .catch(() => {});
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [statusToken, verified]);

  useEffect(() => {
    if (!verified || finished.current) return;
    finished.current = true;
    const pending = pendingPlanId();
    const toLogin = () => navigate(`/login?verified=true&email=${encodeURIComponent(email)}`);
    if (!password) {
      toLogin();
      return;
    }
    login(email, password, true)
      .then((res) => {
        storeSession(res);
        onClose();
        if (pending) {
          navigate(`/?showPricing=true&plan=${encodeURIComponent(pending)}`);
        } else {
          // "/" says it with the app's own notice (spec 01 section 4), once the server confirms the address.
          navigate(`/?emailVerified=true&email=${encodeURIComponent(email)}`);
        }
      })
      .catch(toLogin);
  }, [verified, email, password, navigate, onClose]);

  async function resend() {
    setNote(null);
    setSending(true);
    try {
      await resendVerification(email);
      setNote({ kind: "success", text: RESENT });
      setCooldown(RESEND_COOLDOWN_S);
    } catch (err) {
      setNote({ kind: "error", text: resendErrorMessage(err) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal titleId="verify-title" onClose={onClose}>
      <div className="status-card">
        <div className="status-icon ok" aria-hidden="true">
          ✉
        </div>
        <h2 id="verify-title">Verify your email</h2>
        <p>
          We sent a verification link to <span className="verify-address">{email}</span>. Click the link in
          that e-mail to activate your account.
        </p>
        {verified ? (
          <p className="poll-note" role="status">
            <span className="spinner small" aria-hidden="true" /> Email verified! Signing you in...
          </p>
        ) : (
          <p className="poll-note">
            <span className="spinner small" aria-hidden="true" /> Waiting for verification...
          </p>
        )}
        {note && (
          <div className={`alert alert-${note.kind}`} role="status">
            {note.text}
          </div>
        )}
        <div className="status-actions">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={resend}
            disabled={sending || cooldown > 0}
          >
            {sending
              ? "Sending..."
              : cooldown > 0
                ? `Resend email (${cooldown}s)`
                : "Resend verification email"}
          </button>
        </div>
        <p className="muted small-print">Didn&apos;t get it? Check your spam folder, or resend the e-mail.</p>
      </div>
    </Modal>
  );
}
