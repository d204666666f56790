import { truncateLabel } from "./editor-dom";

interface Props {
  selected: Element | null;
  describe: string;
  section: Element | null;
  onEditLink: (a: HTMLAnchorElement) => void;
  onChangeImage: (img: HTMLImageElement) => void;
  onDeleteElement: () => void;
  onMove: (direction: -1 | 1) => void;
  onDuplicate: () => void;
  onDeleteSection: () => void;
  onAddSection: () => void;
}

/** What is selected in the e-mail and what can be done with it and with its section. */
export function EditorSelectionBar(p: Props) {
  const link = p.selected?.closest("a") as HTMLAnchorElement | null | undefined;
  const img = p.selected?.tagName === "IMG" ? (p.selected as HTMLImageElement) : null;
  const first = !p.section?.previousElementSibling;
  const last = !p.section?.nextElementSibling;
  return (
    <>
      <div className="editor-toolbar-row editor-selection" aria-live="polite">
        {p.selected ? (
          <>
            <span className="muted small">Selected:</span> <strong className="small">{p.describe}</strong>
            {link && (
              <>
                <span className="muted small" title={link.getAttribute("href") ?? ""}>
                  → {truncateLabel(link.getAttribute("href") ?? "")}
                </span>
                <button
                  type="button"
                  className="btn btn-small btn-secondary"
                  onClick={() => p.onEditLink(link)}
                >
                  {link.classList.contains("bm-btn") ? "Edit button" : "Edit link"}
                </button>
              </>
            )}
            {img && (
              <button
                type="button"
                className="btn btn-small btn-secondary"
                onClick={() => p.onChangeImage(img)}
              >
                Change image
              </button>
            )}
            <button type="button" className="btn btn-small btn-secondary" onClick={p.onDeleteElement}>
              Delete element
            </button>
          </>
        ) : (
          <span className="muted small">
            Click any text to edit it, a link or button to change its text and address, an image to replace
            it, or select a section to move, copy or remove it.
          </span>
        )}
      </div>
      <div className="editor-toolbar-row editor-section-actions" role="group" aria-label="Section">
        <span className="muted small">Section:</span>
        <button
          type="button"
          className="btn btn-small btn-secondary"
          disabled={!p.section || first}
          onClick={() => p.onMove(-1)}
        >
          Move section up
        </button>
        <button
          type="button"
          className="btn btn-small btn-secondary"
          disabled={!p.section || last}
          onClick={() => p.onMove(1)}
        >
          Move section down
        </button>
        <button
          type="button"
          className="btn btn-small btn-secondary"
          disabled={!p.section}
          onClick={p.onDuplicate}
        >
          Duplicate section
        </button>
        <button
          type="button"
          className="btn btn-small btn-secondary"
          disabled={!p.section}
          onClick={p.onDeleteSection}
        >
          Delete section
        </button>
        <button type="button" className="btn btn-small btn-primary" onClick={p.onAddSection}>
          Add section
        </button>
      </div>
    </>
  );
}
