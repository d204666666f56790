import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";
import { verifyConfirmation } from "../../lib/auth-api";
import { linkParam } from "./link-params";
import "../../components/auth/auth.css";

export const CONFIRMED = "Your email has been confirmed successfully! You can now log in.";
export const CONFIRM_FAILED = "Failed to confirm email. The link may be expired or invalid.";

type State = "loading" | "success" | "error";

export function AuthConfirmPage() {
  usePageMeta("Confirm e-mail", "Confirming the e-mail address of your BrandMail account.");
  const navigate = useNavigate();
  const [state, setState] = useState<State>("loading");
  const [message, setMessage] = useState(CONFIRM_FAILED);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = linkParam("token_hash") ?? linkParam("access_token") ?? linkParam("token");
    const type = linkParam("type");
    if (!token || (type !== "signup" && type !== "email")) {
      setMessage("Invalid confirmation link");
      setState("error");
      return;
    }
    verifyConfirmation(token, type)
      .then(() => setState("success"))
      .catch(() => setState("error"));
  }, []);

  return (
    <>
      <Navbar />
      <main className="page auth-page">
        <div className="card auth-card status-card">
          {state === "loading" && (
            <>
              <div className="spinner status-spinner" aria-hidden="true" />
              <h1>Confirming your email...</h1>
            </>
          )}
          {state === "success" && (
            <>
              <div className="status-icon ok" aria-hidden="true">
                ✓
              </div>
              <h1>Email confirmed</h1>
              <p role="status">{CONFIRMED}</p>
              <div className="status-actions">
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => navigate("/login?verified=true")}
                >
                  Go to Login
                </button>
              </div>
            </>
          )}
          {state === "error" && (
            <>
              <div className="status-icon err" aria-hidden="true">
                !
              </div>
              <h1>Confirmation failed</h1>
              <p role="alert">{message}</p>
              <div className="status-actions">
                <Link to="/login" className="btn btn-primary">
                  Go to Login
                </Link>
                <Link to="/" className="btn btn-secondary">
                  Go to Home
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
