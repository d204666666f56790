import { Link } from "react-router";
import { useUser } from "../lib/use-user";
import { usageLabel, PLANS } from "../../shared/plans";

export function Navbar() {
  const user = useUser();
  return (
    <header className="navbar">
      <Link to="/" className="brand">
        <img src="/favicon.svg" alt="" width="28" height="28" /> BrandMail
      </Link>
      <nav aria-label="Main">
        {user ? (
          <>
            <Link to="/">Dashboard</Link>
            <span className="plan-chip">
              {PLANS[user.plan].name} {usageLabel(user.templatesUsed, user.templateLimit)}
            </span>
          </>
        ) : (
          <>
            <Link to="/">Home</Link>
            <Link to="/pricing">Pricing</Link>
            <Link to="/login">Login</Link>
            <Link to="/?showPricing=true" className="btn btn-primary btn-small">
              Start your free trial
            </Link>
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
