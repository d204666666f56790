import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";

export function VerifyEmailPage() {
  usePageMeta("Verify e-mail", "Verifying your e-mail address.");
  return (
    <>
      <Navbar />
      <main className="page narrow">
        <h1>Email verification</h1>
        <p>Verifying your e-mail address.</p>
      </main>
      <Footer />
    </>
  );
}
