import type { Found } from "../../../shared/facts";

export type LogoChoice = "keep" | "use";

interface Props {
  current: string | null;
  found: Found<string> | null;
  choice: LogoChoice;
  onChoose: (c: LogoChoice) => void;
}

/**
 * The logo row of "What we found on your site". "Use this" sends the found address; the server fetches and checks it
 * (the browser never uploads someone else's file). Keep is the default even for an empty kit: the logo is the most
 * visible part of every e-mail, so it enters the kit only when the user picks it. Editing is the kit form's upload.
 */
export function FoundLogo({ current, found, choice, onChoose }: Props) {
  const unsure = !!found && found.confidence < 0.5;
  return (
    <fieldset className="brand-found-row" data-field="logo">
      <legend className="brand-found-label">Logo</legend>
      <div className="brand-found-current">
        {current ? (
          <img className="brand-found-logo" src={current} alt="Logo in your kit" />
        ) : (
          <span className="muted small">Empty</span>
        )}
      </div>
      <div className="brand-found-value">
        {found ? (
          <img
            className="brand-found-logo"
            src={found.value}
            alt="Logo found on your site"
            referrerPolicy="no-referrer"
          />
        ) : (
          <span className="muted small">Not found</span>
        )}
        {found && (
          <span className={`brand-found-source small ${unsure ? "unsure" : ""}`}>
            {found.source}
            {unsure ? " · a guess" : ""}
          </span>
        )}
      </div>
      <div className="brand-found-choice">
        {(["keep", "use"] as const).map((c) => (
          <label key={c} className="brand-choice">
            <input
              type="radio"
              name="choice-logo"
              value={c}
              checked={choice === c}
              disabled={c === "use" && !found}
              onChange={() => onChoose(c)}
            />
            {c === "keep" ? "Keep" : "Use this"}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
