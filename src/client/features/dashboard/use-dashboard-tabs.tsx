import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/modal";
import type { StoredUser } from "../../lib/session";
import { canEdit, initialTab, TAB_STORAGE_KEY, toTab, type DashboardTab } from "../../lib/plan-rules";

interface Options {
  parentTab?: DashboardTab;
  user: StoredUser | null;
  /** The editor was asked for on a plan without it. */
  onEditorLocked: () => void;
}

/**
 * Which tab is open, kept in the address (?tab=): a tab asked for through the navbar, the address or the sidebar
 * opens unless the plan lacks the editor or the editor holds unsaved changes (then the user is asked first).
 */
export function useDashboardTabs({ parentTab, user, onEditorLocked }: Options) {
  const navigate = useNavigate();
  const location = useLocation();
  const [tab, setTab] = useState<DashboardTab>(() => initialTab(location.search, sessionStorage, parentTab));
  const [view, setView] = useState<"list" | "generator">("list");
  const [pendingTab, setPendingTab] = useState<DashboardTab | null>(null);
  const editorDirty = useRef(false);

  const switchTab = useCallback(
    (next: DashboardTab) => {
      setTab(next);
      const params = new URLSearchParams(window.location.search);
      if (params.get("tab") !== next) {
        params.set("tab", next);
        navigate({ search: `?${params}` }, { replace: true });
      }
      window.scrollTo({ top: 0 });
    },
    [navigate],
  );

  const requestTab = useCallback(
    (next: DashboardTab) => {
      if (next === "editor" && user && !canEdit(user.plan)) {
        onEditorLocked();
        return;
      }
      if (tab === "editor" && next !== "editor" && editorDirty.current) {
        setPendingTab(next);
        return;
      }
      // Templates always opens the list, also from the generator form inside the Templates tab.
      if (next === "templates") setView("list");
      switchTab(next);
    },
    [tab, user, switchTab, onEditorLocked],
  );

  // The navbar's Welcome menu asks for a tab through ?tab= and the stored dashboardTab; a stale ?tab= is rewritten.
  const handledSearch = useRef(location.search);
  useEffect(() => {
    const stored = toTab(sessionStorage.getItem(TAB_STORAGE_KEY));
    sessionStorage.removeItem(TAB_STORAGE_KEY);
    const params = new URLSearchParams(location.search);
    const fromUrl = toTab(params.get("tab"));
    const fresh = location.search !== handledSearch.current;
    handledSearch.current = location.search;
    const wanted = stored ?? (fresh ? fromUrl : null);
    if (wanted && wanted !== tab) requestTab(wanted);
    else if (!fresh && fromUrl && fromUrl !== tab) {
      params.set("tab", tab);
      navigate({ search: `?${params}` }, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the address changes
  }, [location.key, location.search]);

  const modals: ReactNode = pendingTab && (
    <ConfirmDialog
      title="Leave without saving?"
      message="You have unsaved changes in the editor. If you leave now they will be lost."
      confirmLabel="Leave without saving"
      cancelLabel="Stay in editor"
      danger
      onCancel={() => setPendingTab(null)}
      onConfirm={() => {
        editorDirty.current = false;
        const next = pendingTab;
        setPendingTab(null);
        if (next === "templates") setView("list");
        switchTab(next);
      }}
    />
  );

  return { tab, view, setView, switchTab, requestTab, editorDirty, modals };
}
