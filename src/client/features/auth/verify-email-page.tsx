import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Footer, Navbar } from "../../components/navbar";
import { errorMessage } from "../../lib/api";
import { usePageMeta } from "../../lib/use-page-meta";
import { verifyEmail } from "../../lib/auth-api";
import { linkParam } from "./link-params";
import "../../components/auth/auth.css";

export const VERIFIED = "Email verified successfully! You can now log in.";
export const VERIFY_REDIRECT_MS = 3000;

type State = { kind: "verifying" } | { kind: "success"; email: string } | { kind: "error"; detail: string };

export function VerifyEmailPage() {
  usePageMeta("Verify e-mail", "Confirm the e-mail address of your BrandMail account.");
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: "verifying" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = linkParam("token");
    if (!token || linkParam("type") !== "email") {
      setState({
        kind: "error",
        detail: "The link is incomplete. Please open the link from your e-mail again.",
      });
      return;
    }
    verifyEmail(token)
      .then((r) => setState({ kind: "success", email: r.email ?? "" }))
      .catch((err) =>
        setState({ kind: "error", detail: errorMessage(err, "The link may be expired or invalid.") }),
      );
  }, []);

  const loginUrl =
    state.kind === "success" && state.email
      ? `/login?verified=true&email=${encodeURIComponent(state.email)}`
      : "/login?verified=true";
  useEffect(() => {
    if (state.kind !== "success") return;
    const timer = setTimeout(() => navigate(loginUrl, { replace: true }), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, loginUrl, navigate]);

  return (
    <>
      <Navbar />
      <main className="page auth-page">
        <div className="card auth-card status-card">
          {state.kind === "verifying" && (
            <>
              <div className="spinner status-spinner" aria-hidden="true" />
              <h1>Verifying your email...</h1>
              <p className="muted">One moment please.</p>
            </>
          )}
          {state.kind === "success" && (
            <>
              <div className="status-icon ok" aria-hidden="true">
                ✓
              </div>
              <h1>Email verified</h1>
              <p role="status">{VERIFIED}</p>
              <p className="muted">Taking you to the login page...</p>
              <div className="status-actions">
                <Link to={loginUrl} className="btn btn-primary">
                  Go to Login
                </Link>
              </div>
            </>
          )}
          {state.kind === "error" && (
            <>
              <div className="status-icon err" aria-hidden="true">
                !
              </div>
              <h1>Invalid verification link</h1>
              <p>{state.detail}</p>
              <div className="status-actions">
                <Link to="/" className="btn btn-primary">
                  Go to Home
                </Link>
                <Link to="/login" className="btn btn-secondary">
                  Go to Login
                </Link>
              </div>
            </>
          )}
        </div>
      </main>
      <Footer />
    </>
  );
}
