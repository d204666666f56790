import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";

export function PricingPage() {
  usePageMeta("Pricing", "Start with 1 free template, no card needed. Upgrade anytime.");
  return (
    <>
      <Navbar />
      <main className="page narrow">
        <h1>Choose a plan</h1>
        <p>Start with 1 free template, no card needed. Upgrade anytime.</p>
      </main>
      <Footer />
    </>
  );
}
