import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";

export function PrivacyPage() {
  usePageMeta("Privacy Policy", "Last updated September 28, 2025.");
  return (
    <>
      <Navbar />
      <main className="page narrow">
        <h1>Privacy Policy</h1>
        <p>Last updated September 28, 2025.</p>
      </main>
      <Footer />
    </>
  );
}
