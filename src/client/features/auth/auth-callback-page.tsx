import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";

export function AuthCallbackPage() {
  usePageMeta("Signing in", "One moment.");
  return (
    <>
      <Navbar />
      <main className="page narrow">
        <h1>Signing you in</h1>
        <p>One moment.</p>
      </main>
      <Footer />
    </>
  );
}
