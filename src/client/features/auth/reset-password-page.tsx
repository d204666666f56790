import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";

export function ResetPasswordPage() {
  usePageMeta("Reset password", "Choose a new password for your account.");
  return (
    <>
      <Navbar />
      <main className="page narrow">
        <h1>Reset Password</h1>
        <p>Choose a new password for your account.</p>
      </main>
      <Footer />
    </>
  );
}
