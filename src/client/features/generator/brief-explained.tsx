import { useMemo } from "react";
import type { Instruction, InstructionKind, LeftOut } from "../../../shared/facts";
import type { FieldKey } from "./brief-fields";
import { piecesOf, type Mark } from "./brief-sources";

const KIND: Record<InstructionKind, string> = {
  tone: "Tone",
  address: "Form of address",
  button: "Button",
  avoid: "Not to mention",
  closing: "Ending",
  subject: "Subject line",
  preheader: "Preview line",
  headline: "Headline",
  include: "To say",
  length: "Length",
  language: "Language",
  style: "Style",
  other: "Instruction",
};

const FIELD: Record<string, string> = {
  name: "name",
  dates: "date",
  time: "time",
  zone: "time zone",
  venue: "venue",
  duration: "duration",
  mainLink: "main link",
  speakers: "speaker",
  products: "product",
  offer: "offer",
  instructions: "instruction",
};

const short = (s: string, n = 140) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** The brief as typed, each stretch marked with what it was taken for; the field in focus stands out. */
export function BriefWords({
  text,
  marks,
  active,
}: {
  text: string;
  marks: Mark[];
  active: FieldKey | null;
}) {
  const pieces = useMemo(() => piecesOf(text, marks, active), [text, marks, active]);
  return (
    <details className="brief-words-box" open>
      <summary>Your words, as we read them</summary>
      <p className="brief-words" data-testid="brief-words">
        {pieces.map((p, i) =>
          p.mark ? (
            <mark
              key={i}
              className={`brief-mark brief-mark-${p.mark.kind}${active && p.mark.key === active ? " is-active" : ""}`}
              title={p.mark.label}
            >
              {p.text}
            </mark>
          ) : (
            p.text
          ),
        )}
      </p>
    </details>
  );
}

/** The instructions to the writer the reader found, each followed or not (and why not). */
export function InstructionList({ instructions }: { instructions: Instruction[] }) {
  if (!instructions.length) return null;
  return (
    <section className="brief-explained" aria-labelledby="brief-instructions-title">
      <h4 id="brief-instructions-title">Instructions found</h4>
      <ul className="brief-list">
        {instructions.map((i, n) => (
          <li key={`${n}-${i.quote}`}>
            <span className={`brief-tag ${i.followed ? "brief-tag-ok" : "brief-tag-no"}`}>
              {i.followed ? "Followed" : "Can't be followed"}
            </span>{" "}
            <span className="brief-kind">{KIND[i.kind]}:</span> <q>{short(i.quote)}</q>
            {!i.followed && i.why && <span className="brief-why"> {i.why}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What stays out of the e-mail and why: notes for the team, quoted mail, values the checks refused. */
export function LeftOutList({ leftOut }: { leftOut: LeftOut[] }) {
  if (!leftOut.length) return null;
  return (
    <section className="brief-explained" aria-labelledby="brief-left-out-title">
      <h4 id="brief-left-out-title">Left out of the e-mail</h4>
      <ul className="brief-list">
        {leftOut.map((l, n) => (
          <li key={`${n}-${l.reason}-${l.start}`}>
            <span className={`brief-tag brief-tag-${l.reason}`}>
              {l.reason === "note"
                ? "Note for the team"
                : l.reason === "quoted"
                  ? "Quoted mail"
                  : `Not taken: ${FIELD[l.field ?? ""] ?? l.field} ${l.value ?? ""}`.trim()}
            </span>{" "}
            {l.text && <q>{short(l.text)}</q>}
            <span className="brief-why"> {l.why}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
