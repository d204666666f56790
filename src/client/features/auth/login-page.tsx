import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";

export function LoginPage() {
  usePageMeta("Sign in", "Sign in to your BrandMail account.");
  return (
    <>
      <Navbar />
      <main className="page narrow">
        <h1>Sign in</h1>
        <p>Sign in to your BrandMail account.</p>
      </main>
      <Footer />
    </>
  );
}
