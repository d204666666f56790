import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { Route, Routes, useSearchParams } from "react-router";
import { CookieBanner } from "./components/cookie-banner";
import { ErrorBoundary } from "./components/error-boundary";
import { MainApp } from "./main-app";
import { SessionManager } from "./features/auth/session-manager";
import { useHydrated } from "./lib/use-hydrated";

// Every route but the landing page is its own chunk, so the first visit downloads only what "/" needs.
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
const PricingPage = page(() => import("./features/public/pricing-page"), "PricingPage");
const PrivacyPage = page(() => import("./features/public/privacy-page"), "PrivacyPage");
const TermsPage = page(() => import("./features/public/terms-page"), "TermsPage");
const PaypalTestPage = page(() => import("./features/public/paypal-test-page"), "PaypalTestPage");
const LoginPage = page(() => import("./features/auth/login-page"), "LoginPage");
const ResetPasswordPage = page(() => import("./features/auth/reset-password-page"), "ResetPasswordPage");
const AuthConfirmPage = page(() => import("./features/auth/auth-confirm-page"), "AuthConfirmPage");
const AuthCallbackPage = page(() => import("./features/auth/auth-callback-page"), "AuthCallbackPage");
const EmailVerifiedPage = page(() => import("./features/auth/email-verified-page"), "EmailVerifiedPage");
const VerifyEmailPage = page(() => import("./features/auth/verify-email-page"), "VerifyEmailPage");
const DevOutboxPage = page(() => import("./features/dev/dev-outbox-page"), "DevOutboxPage");
const DebugPanel = page(() => import("./features/public/debug-panel"), "DebugPanel");

/** ?debug=env or ?debug=paypal only: the panel's code is not part of anyone's first download. */
function DebugPanelSlot() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const debug = params.get("debug");
  if (!hydrated || (debug !== "env" && debug !== "paypal")) return null;
  return (
    <Suspense fallback={null}>
      <DebugPanel />
    </Suspense>
  );
}

/**
 * Marks the document once the current route's content is hydrated and interactive (<html data-app="ready">).
 * Pre-rendered pages start their code after the first paint (boot.ts), so tools and tests that act on the page
 * wait for this mark instead of the load event.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
  }, []);
  return null;
}

export function App() {
  return (
    <ErrorBoundary>
      <SessionManager />
      <Suspense fallback={<div className="page-loading" role="status" aria-label="Loading" />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/auth/confirm" element={<AuthConfirmPage />} />
          <Route path="/auth/callback" element={<AuthCallbackPage />} />
          <Route path="/email-verified" element={<EmailVerifiedPage />} />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route path="/pricing" element={<PricingPage />} />
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/paypal-test" element={<PaypalTestPage />} />
          <Route path="/dev/outbox" element={<DevOutboxPage />} />
          <Route path="*" element={<MainApp />} />
        </Routes>
        <AppReady />
      </Suspense>
      <CookieBanner />
      <DebugPanelSlot />
    </ErrorBoundary>
  );
}
