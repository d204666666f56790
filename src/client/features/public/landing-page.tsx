import { lazy, Suspense } from "react";
import { StartTrialButton } from "../../components/auth/start-trial-button";
import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";
import { PUBLIC_PAGES } from "../../lib/public-pages";
import { HeroVisual } from "./landing/hero-visual";
import { TryDemo } from "./landing/try-demo";

// Below the fold: its own chunk, so the hero and the demo form are interactive sooner.
const LandingSections = lazy(() =>
  import("./landing/landing-sections").then((m) => ({ default: m.LandingSections })),
);

export function LandingPage() {
  usePageMeta(PUBLIC_PAGES["/"].title, PUBLIC_PAGES["/"].description);
  return (
    <>
      <Navbar />
      <main>
        <section className="hero">
          <h1>Branded e-mail templates from your logo, in seconds</h1>
          <p className="lead">
            Upload your logo, enter your website, pick a campaign type. Get a responsive HTML template that
            works in Gmail, Outlook and Apple Mail, in light and dark mode.
          </p>
          <div className="hero-actions">
            <StartTrialButton />
            <span className="muted">No credit card required</span>
          </div>
          <HeroVisual />
        </section>
        <TryDemo />
        <Suspense fallback={null}>
          <LandingSections />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
