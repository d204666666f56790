import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";

export function TermsPage() {
  usePageMeta("Terms of Service", "Last updated September 20, 2025.");
  return (
    <>
      <Navbar />
      <main className="page narrow">
        <h1>Terms of Service</h1>
        <p>Last updated September 20, 2025.</p>
      </main>
      <Footer />
    </>
  );
}
