import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Footer, Navbar } from "../../components/navbar";
import { updateStoredUser } from "../../lib/session";
import { usePageMeta } from "../../lib/use-page-meta";
import { useUser } from "../../lib/use-user";
import { fetchProfile } from "./api";
import "./auth.css";

/** After verification: a signed-in tab refreshes its user and goes on to the dashboard; others go to login. */
export function EmailVerifiedPage() {
  usePageMeta("E-mail verified", "Your BrandMail e-mail address is verified.");
  const user = useUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [ready, setReady] = useState(false);
  const started = useRef(false);
  const email = params.get("email") ?? "";

  useEffect(() => {
    if (started.current || !user) return;
    started.current = true;
    fetchProfile()
      .then((profile) => updateStoredUser(profile))
      .catch(() => {})
      .finally(() => setReady(true));
  }, [user]);

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      sessionStorage.setItem("showDashboard", "true");
      navigate("/", { replace: true });
    }, 3000);
    return () => clearTimeout(timer);
  }, [ready, navigate]);

  return (
    <>
      <Navbar />
      <main className="page auth-page">
        <div className="card auth-card status-card">
          <div className="status-icon ok" aria-hidden="true">✓</div>
          <h1>Email verified</h1>
          {user ? (
            <>
              <p role="status">Email verified! You can now use your free account.</p>
              <div className="status-actions">
                <Link to="/" className="btn btn-primary" onClick={() => sessionStorage.setItem("showDashboard", "true")}>
                  Go to Dashboard
                </Link>
              </div>
            </>
          ) : (
            <>
              <p role="status">Email verified successfully! You can now log in.</p>
              <div className="status-actions">
                <Link to={`/login?verified=true${email ? `&email=${encodeURIComponent(email)}` : ""}`} className="btn btn-primary">
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
