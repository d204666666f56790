import { Route, Routes } from "react-router";
import { CookieBanner } from "./components/cookie-banner";
import { DebugPanel } from "./features/public/debug-panel";
import { ErrorBoundary } from "./components/error-boundary";
import { MainApp } from "./features/public/main-app";
import { PricingPage } from "./features/public/pricing-page";
import { PrivacyPage } from "./features/public/privacy-page";
import { TermsPage } from "./features/public/terms-page";
import { PaypalTestPage } from "./features/public/paypal-test-page";
import { LoginPage } from "./features/auth/login-page";
import { ResetPasswordPage } from "./features/auth/reset-password-page";
import { AuthConfirmPage } from "./features/auth/auth-confirm-page";
import { AuthCallbackPage } from "./features/auth/auth-callback-page";
import { EmailVerifiedPage } from "./features/auth/email-verified-page";
import { VerifyEmailPage } from "./features/auth/verify-email-page";
import { DevOutboxPage } from "./features/dev/dev-outbox-page";
import { SessionManager } from "./features/auth/session-manager";

export function App() {
  return (
    <ErrorBoundary>
      <SessionManager />
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
      <CookieBanner />
      <DebugPanel />
    </ErrorBoundary>
  );
}
