import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";

export function DashboardPage() {
  usePageMeta("Dashboard", "Generate, preview and manage your branded e-mail templates.");
  return (
    <>
      <Navbar />
      <main className="page">
        <h1>Dashboard</h1>
      </main>
      <Footer />
    </>
  );
}
