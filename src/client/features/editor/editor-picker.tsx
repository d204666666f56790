import type { TemplateSummary } from "../../lib/api-types";
import { Icon } from "../../components/icon";

interface Props {
  templateId: string | null;
  /** The template open in the editor, once read. */
  template: Pick<TemplateSummary, "id" | "name"> | null;
  templates: TemplateSummary[];
  onPick: (id: string | null) => void;
}

export function EditorPicker({ templateId, template, templates, onPick }: Props) {
  return (
    <div className="section-head">
      <h2 id="editor-title">Template Editor</h2>
      <div className="section-actions">
        <label className="sr-only" htmlFor="editor-pick">
          Template to edit
        </label>
        <select id="editor-pick" value={templateId ?? ""} onChange={(e) => onPick(e.target.value || null)}>
          <option value="">Choose a template to edit</option>
          {/* The list loads page by page: the template being edited may not be among the pages loaded yet. */}
          {template && template.id === templateId && !templates.some((t) => t.id === template.id) && (
            <option value={template.id}>{template.name}</option>
          )}
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** In place of the canvas until a template is picked. */
export function PickTemplateHint() {
  return (
    <div className="card empty-state">
      <div className="empty-icon">
        <Icon name="pencil" size={36} />
      </div>
      <h3>Pick a template to edit</h3>
      <p className="muted">
        Choose a template above, or use Edit Template on any card in the Templates tab. Your edits are saved
        as a new copy.
      </p>
    </div>
  );
}
