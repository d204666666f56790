import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";

export function EmailVerifiedPage() {
  usePageMeta("E-mail verified", "Your e-mail address is verified.");
  return (
    <>
      <Navbar />
      <main className="page narrow">
        <h1>Email verified</h1>
        <p>Your e-mail address is verified.</p>
      </main>
      <Footer />
    </>
  );
}
