import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Footer, Navbar } from "../../components/navbar";
import { updateStoredUser } from "../../lib/session";
import { usePageMeta } from "../../lib/use-page-meta";
import { useUser } from "../../lib/use-user";
import { fetchProfile } from "../../lib/auth-api";
import "../../components/auth/auth.css";

type State = "checking" | "verified" | "unverified" | "unknown";

/**
 * After verification: a signed-in tab first asks the server whether its address really is verified, and only then
 * says so and goes on to the dashboard. A signed-out visitor cannot be told anything about an address (the status
 * check needs the registration's own token, issue 11), so ?email= only fills in the login form.
 */
export function EmailVerifiedPage() {
  usePageMeta("E-mail verified", "Your BrandMail e-mail address is verified.");
  const user = useUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get("email")?.trim() ?? "";
  const signedIn = !!user;
  const [state, setState] = useState<State>(() => (signedIn ? "checking" : "unknown"));

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const check = fetchProfile().then((profile) => {
      updateStoredUser(profile);
      return profile.emailVerified;
    });
    check.then(
      (verified) => live && setState(verified ? "verified" : "unverified"),
      () => live && setState("unknown"),
    );
    return () => {
      live = false;
    };
  }, [signedIn]);

  useEffect(() => {
    if (state !== "verified" || !signedIn) return;
    const timer = setTimeout(() => {
      sessionStorage.setItem("showDashboard", "true");
      navigate("/", { replace: true });
    }, 3000);
    return () => clearTimeout(timer);
  }, [state, signedIn, navigate]);

  const loginLink = `/login${state === "verified" ? "?verified=true" : ""}${email ? `${state === "verified" ? "&" : "?"}email=${encodeURIComponent(email)}` : ""}`;

  return (
    <>
      <Navbar />
      <main className="page auth-page">
        <div className="card auth-card status-card">
          {state === "checking" && (
            <>
              <h1>Checking your e-mail address</h1>
              <p role="status">One moment...</p>
            </>
          )}
          {state === "verified" && (
            <>
              <div className="status-icon ok" aria-hidden="true">
                ✓
              </div>
              <h1>Email verified</h1>
              {signedIn ? (
                <>
                  <p role="status">Email verified! You can now use your free account.</p>
                  <div className="status-actions">
                    <Link
                      to="/"
                      className="btn btn-primary"
                      onClick={() => sessionStorage.setItem("showDashboard", "true")}
                    >
                      Go to Dashboard
                    </Link>
                  </div>
                </>
              ) : (
                <>
                  <p role="status">Email verified successfully! You can now log in.</p>
                  <div className="status-actions">
                    <Link to={loginLink} className="btn btn-primary">
                      Go to Login
                    </Link>
                  </div>
                </>
              )}
            </>
          )}
          {(state === "unverified" || state === "unknown") && (
            <>
              <h1>No verification found</h1>
              <p role="status">
                {state === "unverified"
                  ? "This e-mail address is not verified yet. Please open the link in the verification e-mail we sent you."
                  : "There is no e-mail verification to confirm here. Please open the link in the verification e-mail we sent you, or sign in to check your account."}
              </p>
              <div className="status-actions">
                <Link to={loginLink} className="btn btn-primary">
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
