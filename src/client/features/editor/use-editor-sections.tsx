import { useState, type ReactNode } from "react";
import { ApiRequestError, errorMessage } from "../../lib/api";
import type { TemplateDetail } from "../../lib/api-types";
import { handleSessionExpired } from "../../lib/session-expiry";
import { ConfirmDialog } from "../../components/modal";
import { renderTemplateBlock, type BlockRequest } from "./api/template-tools";
import { AddSectionDialog } from "./add-section-dialog";
import { describeElement, setSelected } from "./editor-dom";
import {
  accentColor,
  buttonsOf,
  duplicateSection,
  getStyleProp,
  insertRows,
  moveSection,
  sectionRowOf,
} from "./editor-ops";

interface Options {
  template: TemplateDetail | null;
  getDoc: () => Document | null | undefined;
  selected: Element | null;
  select: (el: Element | null) => void;
  changed: () => void;
}

const hex = (v: string | null) => (v && /^#[0-9a-f]{6}$/i.test(v) ? v : undefined);

/**
 * The e-mail's sections (the rows of its body): moving, duplicating and deleting the selected one, deleting the
 * selected element, and adding a new section drawn by the server in the copy's button and accent colours.
 */
export function useEditorSections({ template, getDoc, selected, select, changed }: Options) {
  const [adding, setAdding] = useState<{ busy: boolean; error: string | null } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: "element" | "section"; el: Element } | null>(null);
  const section = selected ? sectionRowOf(selected) : null;

  const addSection = async (block: BlockRequest) => {
    const target = getDoc();
    if (!template || !target) return;
    setAdding({ busy: true, error: null });
    try {
      const fill = buttonsOf(target)[0] ? getStyleProp(buttonsOf(target)[0], "background-color") : null;
      const accent = accentColor(target);
      const res = await renderTemplateBlock(template.id, block, { button: hex(fill), accent: hex(accent) });
      const rows = insertRows(target, section, res.html);
      setAdding(null);
      if (rows[0]) {
        setSelected(target, rows[0]);
        select(rows[0]);
        rows[0].scrollIntoView?.({ block: "center" });
      }
      changed();
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 401) return handleSessionExpired();
      setAdding({ busy: false, error: errorMessage(e, "The section could not be added. Please try again.") });
    }
  };

  const bar = {
    onDeleteElement: () => selected && setConfirm({ kind: "element", el: selected }),
    onMove: (dir: -1 | 1) => section && moveSection(section, dir) && changed(),
    onDuplicate: () => {
      if (!section) return;
      const copy = duplicateSection(section);
      select(copy);
      changed();
    },
    onDeleteSection: () => section && setConfirm({ kind: "section", el: section }),
    onAddSection: () => setAdding({ busy: false, error: null }),
  };

  const modals: ReactNode = (
    <>
      {adding && (
        <AddSectionDialog
          busy={adding.busy}
          error={adding.error}
          onAdd={(b) => void addSection(b)}
          onCancel={() => setAdding(null)}
        />
      )}
      {confirm && (
        <ConfirmDialog
          title={confirm.kind === "section" ? "Delete this section?" : "Delete this element?"}
          message={`${describeElement(confirm.el.tagName === "TR" ? (selected ?? confirm.el) : confirm.el)} will be removed from this copy.`}
          confirmLabel="Delete"
          danger
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            confirm.el.remove();
            setConfirm(null);
            select(null);
            changed();
          }}
        />
      )}
    </>
  );

  return { section, bar, modals };
}
