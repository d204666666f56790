import { StartTrialButton } from "../../../components/auth/start-trial-button";

/** `onStart` overrides what the button does; by default it opens the registration modal. */
export function ClosingCta({ onStart }: { onStart?: () => void }) {
  return (
    <section className="closing-cta" aria-labelledby="cta-title">
      <h2 id="cta-title">Your next campaign e‑mail, on brand, in a minute</h2>
      <p>Join the marketing teams who stopped fighting with e-mail HTML.</p>
      {onStart ? (
        <button type="button" className="btn btn-light btn-large" onClick={onStart}>
          Start your free trial
        </button>
      ) : (
        <StartTrialButton className="btn btn-light btn-large" />
      )}
      <span className="cta-note">No credit card required</span>
    </section>
  );
}
