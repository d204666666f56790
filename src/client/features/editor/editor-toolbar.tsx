import { campaignLabel } from "../../lib/templates-filter";

export type EditorStatus = "saved" | "dirty" | "saving";
const STATUS_TEXT: Record<EditorStatus, string> = {
  saved: "All changes saved",
  dirty: "Unsaved changes",
  saving: "Saving...",
};

interface Props {
  status: EditorStatus;
  campaignType: string;
  name: string;
  onName: (name: string) => void;
  history: { undo: () => void; redo: () => void; canUndo: boolean; canRedo: boolean };
  dark: boolean;
  onDark: (dark: boolean) => void;
  canSave: boolean;
  onSave: () => void;
}

/** What the editor is doing to the copy: its state, name, undo and redo, the colour scheme shown, and Save. */
export function EditorToolbar({
  status,
  campaignType,
  name,
  onName,
  history,
  dark,
  onDark,
  canSave,
  onSave,
}: Props) {
  return (
    <div className="editor-toolbar-row">
      <span className={`editor-status editor-status-${status}`} data-testid="editor-status">
        {STATUS_TEXT[status]}
      </span>
      <span className="type-badge">{campaignLabel(campaignType)}</span>
      <label className="sr-only" htmlFor="copy-name">
        Name of the edited copy
      </label>
      <input
        id="copy-name"
        type="text"
        value={name}
        onChange={(e) => onName(e.target.value)}
        className="copy-name"
      />
      <button
        type="button"
        className="btn btn-small btn-secondary"
        onClick={history.undo}
        disabled={!history.canUndo}
      >
        Undo
      </button>
      <button
        type="button"
        className="btn btn-small btn-secondary"
        onClick={history.redo}
        disabled={!history.canRedo}
      >
        Redo
      </button>
      <div className="segmented" role="group" aria-label="Colour scheme">
        <button type="button" aria-pressed={!dark} onClick={() => onDark(false)}>
          Light
        </button>
        <button type="button" aria-pressed={dark} onClick={() => onDark(true)}>
          Dark
        </button>
      </div>
      <button type="button" className="btn btn-primary" onClick={onSave} disabled={!canSave}>
        {status === "saving" ? "Saving..." : "Save"}
      </button>
    </div>
  );
}
