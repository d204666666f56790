export interface MessageLines {
  subject: string;
  preheader: string;
}

// What the inboxes show before cutting (the server's limits are 200 and 250).
export const SUBJECT_MAX = 200;
export const PREHEADER_MAX = 250;
const VISIBLE = {
  subject: { gmail: 70, apple: 41 },
  preheader: { gmail: 100, apple: 90 },
};

/** "42 characters: Gmail shows about 70, Apple Mail on iPhone about 41" (and which one cuts it). */
export function visibleLengthHint(kind: keyof typeof VISIBLE, text: string): string {
  const { gmail, apple } = VISIBLE[kind];
  const n = [...text].length;
  const cut = n > gmail ? " Both cut it." : n > apple ? " Apple Mail cuts it." : "";
  return `${n} characters: Gmail shows about ${gmail}, Apple Mail on iPhone about ${apple}.${cut}`;
}

/** The inbox lines of the copy: what the recipient sees before opening it. */
export function MessageFields({
  value,
  onChange,
}: {
  value: MessageLines;
  onChange: (next: MessageLines) => void;
}) {
  const subjectMissing = !value.subject.trim();
  return (
    <div className="card editor-inbox">
      <div className="editor-inbox-field">
        <label htmlFor="editor-subject">Subject line</label>
        <input
          id="editor-subject"
          type="text"
          value={value.subject}
          maxLength={SUBJECT_MAX}
          aria-invalid={subjectMissing}
          aria-describedby="editor-subject-hint"
          onChange={(e) => onChange({ ...value, subject: e.target.value })}
        />
        <p id="editor-subject-hint" className={subjectMissing ? "field-error" : "muted small"}>
          {subjectMissing ? "An e-mail needs a subject line." : visibleLengthHint("subject", value.subject)}
        </p>
      </div>
      <div className="editor-inbox-field">
        <label htmlFor="editor-preheader">Preheader</label>
        <input
          id="editor-preheader"
          type="text"
          value={value.preheader}
          maxLength={PREHEADER_MAX}
          aria-describedby="editor-preheader-hint"
          onChange={(e) => onChange({ ...value, preheader: e.target.value })}
        />
        <p id="editor-preheader-hint" className="muted small">
          {visibleLengthHint("preheader", value.preheader)} Shown after the subject in the inbox.
        </p>
      </div>
    </div>
  );
}
