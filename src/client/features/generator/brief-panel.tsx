import { useEffect, useMemo, useState, type ReactNode, type Ref } from "react";
import "./brief-panel.css";
import type { CorrectedFacts } from "../../../shared/corrected-facts";
import { correctedFacts, FIELD_LABELS, readValues, type FieldKey, type FieldValues } from "./brief-fields";
import { useBriefFacts } from "./use-brief-facts";
import { missingFacts } from "./fact-needs";
import { MissingFactsList } from "./missing-facts-notice";
import { marksOf, sourcesOf } from "./brief-sources";
import { BriefWords, InstructionList, LeftOutList } from "./brief-explained";

interface Props {
  brief: string;
  campaignType: string;
  onChange: (facts: CorrectedFacts) => void;
  /** The button that spends the credit ("Generate with these facts"), shown under the facts. */
  action?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}

const ORDER: FieldKey[] = [
  "name",
  "date",
  "time",
  "zone",
  "duration",
  "venue",
  "linkUrl",
  "linkLabel",
  "speakers",
  "offer",
  "products",
  "articles",
  "tone",
];
const TONES = ["friendly", "professional", "playful", "formal"];

/**
 * "We understood": the facts read from the campaign details as labelled fields the user can correct or dismiss. The
 * corrections travel with the generation request and win over what the server reads.
 */
export function BriefPanel({ brief, campaignType, onChange, action, headingRef }: Props) {
  const understood = useBriefFacts(brief, campaignType);
  const read = useMemo<FieldValues>(() => (understood ? readValues(understood) : {}), [understood]);
  const [edits, setEdits] = useState<FieldValues>({});
  const [dismissed, setDismissed] = useState<Set<FieldKey>>(new Set());
  // The field whose words stand out in the brief: the one in focus, else the one under the pointer.
  const [focused, setFocused] = useState<FieldKey | null>(null);
  const [hovered, setHovered] = useState<FieldKey | null>(null);
  const active = focused ?? hovered;
  const marks = useMemo(() => (understood ? marksOf(understood) : []), [understood]);
  const sources = useMemo(() => (understood ? sourcesOf(understood, marks) : {}), [understood, marks]);

  useEffect(() => {
    onChange(correctedFacts(read, edits, dismissed, understood));
  }, [read, edits, dismissed, understood, onChange]);

  if (!understood)
    return (
      <section className="brief-panel card" aria-labelledby="brief-panel-title" data-testid="brief-panel">
        <h3 id="brief-panel-title" ref={headingRef} tabIndex={-1}>
          We understood
        </h3>
        <p className="muted small">Reading your campaign details...</p>
      </section>
    );
  const values: FieldValues = { ...read, ...edits };
  for (const k of dismissed) delete values[k];
  const missing = missingFacts(campaignType, values);
  // A missing fact gets an empty field right here, so adding it is one step.
  const shown = ORDER.filter(
    (k) => (k in read || k in edits || missing.some((m) => m.field === k)) && !dismissed.has(k),
  );
  const edit = (k: FieldKey, v: string) => setEdits((e) => ({ ...e, [k]: v }));
  const dismiss = (k: FieldKey) => setDismissed((d) => new Set(d).add(k));

  return (
    <section className="brief-panel card" aria-labelledby="brief-panel-title" data-testid="brief-panel">
      <h3 id="brief-panel-title" ref={headingRef} tabIndex={-1}>
        We understood
      </h3>
      {understood.reader === "model" && (
        <p className="muted small brief-reader">Read by our model, every value checked against your words.</p>
      )}
      {missing.length > 0 && <MissingFactsList missing={missing} />}
      {understood.warnings.length > 0 && (
        <ul className="brief-warnings" aria-label="Warnings">
          {understood.warnings.map((w) => (
            <li key={`${w.code}-${w.message}`} className="alert alert-warning small" role="status">
              {w.message}
            </li>
          ))}
        </ul>
      )}
      {shown.length === 0 ? (
        <p className="muted small">No names, dates or links found yet. Add them to the campaign details.</p>
      ) : (
        <div className="brief-fields">
          {shown.map((k) => {
            const id = `brief-${k}`;
            const value = edits[k] ?? read[k] ?? "";
            const from = k in edits ? null : sources[k];
            return (
              <div
                className="field brief-field"
                key={k}
                onFocus={() => setFocused(k)}
                onBlur={() => setFocused(null)}
                onMouseEnter={() => setHovered(k)}
                onMouseLeave={() => setHovered(null)}
              >
                <label htmlFor={id}>{FIELD_LABELS[k]}</label>
                <div className="brief-field-row">
                  {k === "tone" ? (
                    <select id={id} value={value} onChange={(e) => edit(k, e.target.value)}>
                      {TONES.map((t) => (
                        <option key={t} value={t}>
                          {t}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={id}
                      type={k === "date" ? "date" : k === "linkUrl" ? "url" : "text"}
                      value={value}
                      maxLength={200}
                      aria-describedby={from?.length ? `${id}-from` : undefined}
                      onChange={(e) => edit(k, e.target.value)}
                    />
                  )}
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={`Dismiss ${FIELD_LABELS[k]}`}
                    onClick={() => dismiss(k)}
                  >
                    Dismiss
                  </button>
                </div>
                {from?.length ? (
                  <p className="brief-source" id={`${id}-from`}>
                    From <q>{from.join(" · ")}</q>
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      )}
      <InstructionList instructions={understood.campaign.instructions ?? []} />
      <LeftOutList leftOut={understood.leftOut ?? []} />
      {action && <div className="brief-panel-action">{action}</div>}
      {understood.text.trim() && <BriefWords text={understood.text} marks={marks} active={active} />}
    </section>
  );
}
