import "../public.css";
import { AbTesting } from "./ab-testing";
import { ClosingCta } from "./closing-cta";
import { DarkModeSection } from "./dark-mode";
import { DemoWalkthrough } from "./demo-walkthrough";
import { Faq } from "./faq";
import { HowItWorks } from "./how-it-works";
import { LiveDemoEditor } from "./live-demo-editor";
import { ProblemSection, SolutionSection } from "./problem-solution";
import { TemplateCarousel } from "./template-carousel";

/** Everything on the landing page below the hero, in reading order. */
export function LandingSections({ onStart }: { onStart?: () => void }) {
  return (
    <div className="landing">
      <HowItWorks />
      <DemoWalkthrough />
      <TemplateCarousel />
      <ProblemSection />
      <SolutionSection />
      <AbTesting />
      <DarkModeSection />
      <LiveDemoEditor />
      <Faq />
      <ClosingCta onStart={onStart} />
    </div>
  );
}
