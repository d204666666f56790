import type { TemplateSummary } from "../../lib/api-types";

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
