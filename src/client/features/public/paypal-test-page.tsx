import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";

export function PaypalTestPage() {
  usePageMeta("Payment sandbox", "Test a subscription checkout in the sandbox.");
  return (
    <>
      <Navbar />
      <main className="page narrow">
        <h1>Payment sandbox test</h1>
        <p>Test a subscription checkout in the sandbox.</p>
      </main>
      <Footer />
    </>
  );
}
