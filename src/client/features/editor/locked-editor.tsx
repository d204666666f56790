import { Icon } from "../../components/icon";

export function LockedEditor({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <section className="card empty-state" aria-labelledby="locked-editor-title">
      <div className="empty-icon">
        <Icon name="lock" size={36} />
      </div>
      <h2 id="locked-editor-title">Template Editor</h2>
      <p className="muted">
        Edit text, swap images and remove sections right in your template. The inline editor is part of
        Premium and Enterprise.
      </p>
      <button type="button" className="btn btn-primary" onClick={onUpgrade}>
        Upgrade to Premium
      </button>
    </section>
  );
}
