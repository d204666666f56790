import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";

export function AuthConfirmPage() {
  usePageMeta("Confirm e-mail", "Confirming your e-mail address.");
  return (
    <>
      <Navbar />
      <main className="page narrow">
        <h1>Email confirmation</h1>
        <p>Confirming your e-mail address.</p>
      </main>
      <Footer />
    </>
  );
}
