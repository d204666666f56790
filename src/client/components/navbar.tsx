import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useUser } from "../lib/use-user";
import { usageLabel, PLANS } from "../../shared/plans";
import { logout } from "../lib/auth-api";
import { StartTrialButton } from "./auth/start-trial-button";
import "./auth/auth.css";

const MENU = [
  { tab: "settings", label: "Settings" },
  { tab: "billing", label: "Billing" },
  { tab: "subscription", label: "Subscription" },
] as const;

function WelcomeMenu({ firstName }: { firstName: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !ref.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  function go(tab: string) {
    setOpen(false);
    sessionStorage.setItem("dashboardTab", tab);
    sessionStorage.setItem("showDashboard", "true");
    navigate(`/?tab=${tab}`);
  }

  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="welcome-word">Welcome, </span>
        {firstName || "there"} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul className="user-menu-list" role="menu">
          {MENU.map((item) => (
            <li key={item.tab} role="none">
              <button type="button" role="menuitem" onClick={() => go(item.tab)}>
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Navbar() {
  const user = useUser();
  const navigate = useNavigate();

  async function signOut() {
    await logout();
    navigate("/", { replace: true });
  }

  return (
    <header className="navbar">
      <Link to="/" className="brand" aria-label="BrandMail home">
        <img src="/favicon.svg" alt="" width="28" height="28" /> <span className="brand-name">BrandMail</span>
      </Link>
      <nav aria-label="Main">
        {user ? (
          <>
            <Link
              to="/"
              className="nav-optional"
              onClick={() => sessionStorage.setItem("showDashboard", "true")}
            >
              Dashboard
            </Link>
            <span
              className="plan-chip"
              title={`${user.templatesUsed} of ${user.templateLimit} templates used`}
              data-short={usageLabel(user.templatesUsed, user.templateLimit)}
            >
              <span className="plan-chip-full">
                {PLANS[user.plan]?.name ?? user.plan} {usageLabel(user.templatesUsed, user.templateLimit)}
              </span>
            </span>
            <WelcomeMenu firstName={user.firstName} />
            <button type="button" className="nav-logout" onClick={signOut}>
              Logout
            </button>
          </>
        ) : (
          <>
            <Link to="/" className="nav-optional">
              Home
            </Link>
            <Link to="/pricing">Pricing</Link>
            <Link to="/login">Login</Link>
            <StartTrialButton className="btn btn-primary btn-small" />
          </>
        )}
      </nav>
    </header>
  );
}

export function Footer() {
  return (
    <footer className="site-footer">
      <Link to="/privacy">Privacy Policy</Link>
      <Link to="/terms">Terms of Service</Link>
      <a href="mailto:support@brandmail.example">Contact</a>
      <span>© {new Date().getFullYear()} BrandMail</span>
    </footer>
  );
}
