import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";
import { PUBLIC_PAGES } from "../../lib/public-pages";
import { Notices } from "./notice";
import { PricingContent } from "./pricing/pricing-content";
import { TemplateCarousel } from "./landing/template-carousel";

export function PricingPage() {
  usePageMeta(PUBLIC_PAGES["/pricing"].title, PUBLIC_PAGES["/pricing"].description);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const done = useCallback(() => navigate("/"), [navigate]);
  return (
    <>
      <Navbar />
      <Notices />
      <main className="page pricing-page">
        <PricingContent planParam={params.get("plan")} onDone={done} />
      </main>
      <TemplateCarousel />
      <Footer />
    </>
  );
}
