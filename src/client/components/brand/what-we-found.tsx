import { useMemo, useState } from "react";
import type { ReviewField } from "../../../shared/brand-kit";
import type { ReadAnswer } from "../../lib/brands-api";
import {
  approvedBody,
  changedFields,
  defaultChoices,
  display,
  listed,
  reviewRows,
  type Choice,
  type KitDraft,
} from "../../lib/brand-review";
import { FoundLogo, type LogoChoice } from "./found-logo";
import { Swatches } from "./swatches";
import "./brand-found.css";
import type { KitBody } from "../../lib/brands-api";

interface Props {
  kit: (KitDraft & { logoUrl?: string | null }) | null;
  answer: ReadAnswer;
  /** Colours the logo shows (spec 02 section 5), shown beside the site's. */
  logoPalette: string[];
  canEditColors: boolean;
  busy: boolean;
  onApprove: (body: KitBody) => void;
  onDiscard: () => void;
  onUpgrade: () => void;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
};

const CHOICES: { value: Choice; label: string }[] = [
  { value: "keep", label: "Keep" },
  { value: "use", label: "Use this" },
  { value: "edit", label: "Edit" },
];

/** "What we found on your site" beside the kit, field by field; nothing is saved until Approve. */
export function WhatWeFound({
  kit,
  answer,
  logoPalette,
  canEditColors,
  busy,
  onApprove,
  onDiscard,
  onUpgrade,
}: Props) {
  const rows = useMemo(() => reviewRows(kit, answer.suggestion), [kit, answer]);
  const [choices, setChoices] = useState(() => defaultChoices(kit, rows));
  const [edits, setEdits] = useState<Partial<Record<ReviewField, string>>>({});
  const [logo, setLogo] = useState<LogoChoice>("keep");
  const foundLogo = answer.suggestion.logoUrl;
  const choose = (field: ReviewField, c: Choice, seed: string) => {
    setChoices((prev) => ({ ...prev, [field]: c }));
    if (c === "edit" && edits[field] === undefined) setEdits((prev) => ({ ...prev, [field]: seed }));
  };
  const body: KitBody = {
    website: answer.suggestion.website,
    ...approvedBody(rows, choices, edits, canEditColors),
    ...(logo === "use" && foundLogo ? { logoFromSite: foundLogo.value } : {}),
  };
  // Approve saves only what would change the kit; with nothing chosen the button waits and says why.
  const changes = changedFields(kit, body);
  const host = hostOf(answer.suggestion.website);
  const found = rows.filter((r) => r.found !== null && r.source !== "address").map((r) => r.label);
  const missing = rows.filter((r) => r.found === null).map((r) => r.label);

  return (
    <section className="card brand-found" aria-labelledby="brand-found-title">
      <h3 id="brand-found-title">What we found on your site</h3>
      <p className="muted small">
        {answer.suggestion.website} · Nothing is saved until you approve. Values we were unsure of are marked.
      </p>
      {answer.read === false ? (
        <div className="alert alert-warning" role="status" data-testid="site-read-status">
          We could not read {host}. {answer.warning ?? ""} Nothing was taken from the site
          {rows.some((r) => r.source === "address")
            ? " (the name below is only a guess from the address)"
            : ""}
          {kit
            ? ": your kit stays as it is unless you change a row."
            : ": approving creates your brand kit with this website address; fill in the rest below."}
        </div>
      ) : (
        <p className="small" role="status" data-testid="site-read-status">
          Read {host}
          {found.length ? `: found ${listed(found).toLowerCase()}${foundLogo ? " and a logo" : ""}.` : "."}
          {missing.length ? ` Not found: ${listed(missing).toLowerCase()}.` : ""}
          {answer.warning ? ` ${answer.warning}` : ""}
        </p>
      )}
      <div className="brand-found-rows">
        <div className="brand-found-head" aria-hidden="true">
          <span>Field</span>
          <span>Your kit</span>
          <span>Found on your site</span>
          <span>Choice</span>
        </div>
        <FoundLogo current={kit?.logoUrl ?? null} found={foundLogo} choice={logo} onChoose={setLogo} />
        {rows.map((r) => {
          const colours = r.field === "palette";
          const locked = colours && !canEditColors;
          const unsure = r.confidence !== null && r.confidence < 0.5;
          return (
            <fieldset key={r.field} className="brand-found-row" data-field={r.field}>
              <legend className="brand-found-label">{r.label}</legend>
              <div className="brand-found-current">
                {colours ? (
                  <Swatches colors={kit?.palette ?? []} label={`${r.label} in your kit`} />
                ) : (
                  r.current || <span className="muted small">Empty</span>
                )}
              </div>
              <div className="brand-found-value">
                {r.found === null ? (
                  <span className="muted small">Not found</span>
                ) : colours ? (
                  <Swatches colors={r.value as string[]} label="Colours found on your site" />
                ) : (
                  <span className="brand-found-text">{r.found}</span>
                )}
                {colours && (
                  <div className="brand-logo-colours">
                    <span className="muted small">From your logo:</span>{" "}
                    {logoPalette.length ? (
                      <Swatches colors={logoPalette.slice(0, 5)} label="Colours from your logo" />
                    ) : (
                      <span className="muted small">upload a logo to see its colours</span>
                    )}
                  </div>
                )}
                {r.source && (
                  <span className={`brand-found-source small ${unsure ? "unsure" : ""}`}>
                    {r.source}
                    {unsure ? " · a guess" : ""}
                  </span>
                )}
              </div>
              <div className="brand-found-choice">
                {locked ? (
                  <span className="small">
                    Colour editing is a Premium feature.{" "}
                    <button type="button" className="link-button" onClick={onUpgrade}>
                      Upgrade
                    </button>
                  </span>
                ) : (
                  CHOICES.map((c) => (
                    <label key={c.value} className="brand-choice">
                      <input
                        type="radio"
                        name={`choice-${r.field}`}
                        value={c.value}
                        checked={choices[r.field] === c.value}
                        disabled={c.value === "use" && r.found === null}
                        onChange={() => choose(r.field, c.value, display(r.field, r.value) || r.current)}
                      />
                      {c.label}
                    </label>
                  ))
                )}
                {choices[r.field] === "edit" && !locked && (
                  <textarea
                    className="input brand-edit"
                    aria-label={`${r.label}: your value`}
                    rows={r.field === "socials" || r.field === "address" ? 3 : 1}
                    value={edits[r.field] ?? ""}
                    onChange={(e) => setEdits((prev) => ({ ...prev, [r.field]: e.target.value }))}
                  />
                )}
              </div>
            </fieldset>
          );
        })}
      </div>
      <div className="brand-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || !changes.length}
          aria-describedby="brand-found-changes"
          onClick={() => onApprove(body)}
        >
          {busy ? "Saving..." : "Approve and save"}
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={onDiscard}>
          Discard
        </button>
        <p id="brand-found-changes" className="muted small brand-found-changes">
          {!changes.length
            ? "Nothing to save yet: choose “Use this” or “Edit” on a row to change your kit."
            : kit
              ? `Saves ${listed(changes).toLowerCase()} to your kit.`
              : `Creates your brand kit with ${listed(changes).toLowerCase()}.`}
        </p>
      </div>
    </section>
  );
}
