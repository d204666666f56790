import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Footer, Navbar } from "../../components/navbar";
import { setSessionExpiredHandler } from "../../lib/api";
import { setStoredUser } from "../../lib/session";
import { usePageMeta } from "../../lib/use-page-meta";
import { useUser } from "../../lib/use-user";
import { logout } from "./api/logout";
import { AnalyticsTab } from "../analytics/analytics-tab";
import { AnnouncementBanner } from "./announcement-banner";
import { BillingTab } from "../billing/billing-tab";
import { BrandPage } from "../brand/brand-page";
import { EditorTab } from "../editor/editor-tab";
import { GeneratorForm, type GeneratorValues } from "../generator/generator-form";
import { LockedEditor } from "../editor/locked-editor";
import { ConfirmDialog } from "../../components/modal";
import { OverviewTab } from "./overview-tab";
import { ProgressOverlay } from "../generator/progress-overlay";
import { SettingsTab } from "../settings/settings-tab";
import { Sidebar } from "./sidebar";
import { TemplatesList } from "../templates/templates-list";
import { Toasts, useToasts } from "../../components/toast";
import { UpgradeDialog, type UpgradeTarget } from "../../components/upgrade-dialog";
import { useGeneration } from "../generator/use-generation";
import { useIsMobile } from "../../lib/use-is-mobile";
import { useProfileRefresh } from "./use-profile-refresh";
import { useTemplateActions } from "../templates/use-template-actions";
import { useTemplates } from "../templates/use-templates";
import { useTemplateStats } from "../../lib/use-template-stats";
import { useBrands } from "../../lib/use-brands";
import { saveGenerationBrand } from "../../lib/brand-generation";
import {
  canEdit,
  generateFromEmptyTarget,
  initialTab,
  TAB_LABELS,
  TAB_STORAGE_KEY,
  toTab,
  type DashboardTab,
} from "../../lib/plan-rules";
import { handleSessionExpired } from "../../lib/session-expiry";
import "./dashboard.css";

const EDITOR_UPSELL = "The inline editor is available on Premium and Enterprise plans.";

export function DashboardPage({ initialTab: parentTab }: { initialTab?: DashboardTab }) {
  usePageMeta("Dashboard", "Generate, preview and manage your branded e-mail templates.");
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const isMobile = useIsMobile();
  const [tab, setTab] = useState<DashboardTab>(() => initialTab(location.search, sessionStorage, parentTab));
  const [view, setView] = useState<"list" | "generator">("list");
  const [editingId, setEditingId] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState<{ target: UpgradeTarget; reason?: string } | null>(null);
  const [pendingTab, setPendingTab] = useState<DashboardTab | null>(null);
  const editorDirty = useRef(false);
  const lastRequest = useRef<GeneratorValues | null>(null);
  const data = useTemplates();
  const [statsVersion, setStatsVersion] = useState(0);
  const summary = useTemplateStats(tab === "overview" || tab === "analytics", statsVersion);
  const templatesChanged = useCallback(() => setStatsVersion((v) => v + 1), []);
  const { toasts, show: toast, dismiss } = useToasts();
  const { refreshNow, refreshBurst } = useProfileRefresh();
  const kits = useBrands();

  useEffect(() => setSessionExpiredHandler(handleSessionExpired), []);
  useEffect(() => {
    void refreshNow();
  }, [refreshNow]);

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
        setUpgrade({ target: "premium", reason: EDITOR_UPSELL });
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
    [tab, user, switchTab],
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

  // The list and the usage figures beside it are read together: a template made in another tab or through the API
  // shows as a card only with the usage that counts it.
  const reloadList = data.reload;
  const reloadListAndUsage = useCallback(() => {
    void refreshNow();
    void reloadList();
  }, [refreshNow, reloadList]);

  const gen = useGeneration({
    userId: user?.id ?? "",
    templateCount: data.userTotal,
    onCompleted: (note, versions = 1) => {
      reloadListAndUsage();
      templatesChanged();
      refreshBurst();
      setView("list");
      switchTab("templates");
      toast(note ?? (versions > 1 ? `Your ${versions} versions are ready!` : "Your template is ready!"));
    },
    onSettled: () => void refreshNow(),
  });

  const actions = useTemplateActions({
    plan: user?.plan ?? "free",
    isMobile,
    toast,
    onRemoved: (id) => {
      data.remove(id);
      templatesChanged();
      void refreshNow();
    },
    onEdit: (id) => {
      setEditingId(id);
      switchTab("editor");
    },
    onUpgrade: (target, reason) => setUpgrade({ target, reason }),
  });

  if (!user) return null;

  const openGenerator = () => {
    setView("generator");
    switchTab("templates");
  };
  const createFromEmpty = () =>
    generateFromEmptyTarget(user.plan, user.templatesUsed) === "generator"
      ? openGenerator()
      : switchTab("billing");
  const goPricing = () => navigate("/?showPricing=true");
  const generate = async (values: GeneratorValues) => {
    lastRequest.current = values;
    // What the user typed or dropped once (an address, a first logo) fills the kit's empty fields, then generation.
    const named = kits.brands?.find((b) => b.id === values.brandId) ?? null;
    const kit = await saveGenerationBrand(values, named).catch(() => null);
    if (kit) kits.upsert(kit);
    if (values.address) void refreshNow();
    const { address: _address, ...request } = values;
    void _address;
    void gen.start(request);
  };
  const doLogout = async () => {
    await logout().catch(() => {});
    setStoredUser(null);
    navigate("/");
  };

  return (
    <div className="dash-root">
      <Navbar />
      <div className="dash">
        <aside className="dash-side">
          <Sidebar tab={tab} plan={user.plan} onSelect={requestTab} />
        </aside>
        <main className="dash-main" id="dashboard-main">
          <header className="dash-header">
            <h1 className="sr-only">Dashboard</h1>
            <p className="crumb">
              Dashboard / <strong>{TAB_LABELS[tab]}</strong>
            </p>
            <div className="dash-header-actions">
              {!isMobile && (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => requestTab("overview")}
                >
                  Home
                </button>
              )}
              <button type="button" className="btn btn-secondary btn-small" onClick={() => void doLogout()}>
                Logout
              </button>
            </div>
          </header>
          <AnnouncementBanner />
          {tab === "overview" && (
            <OverviewTab
              user={user}
              summary={summary}
              actions={actions}
              onStart={summary.stats?.total === 0 ? createFromEmpty : openGenerator}
              onViewAll={() => {
                setView("list");
                switchTab("templates");
              }}
              onUpgrade={goPricing}
            />
          )}
          {tab === "templates" &&
            (view === "generator" ? (
              <GeneratorForm
                brand={kits.defaultKit}
                brands={kits.brands ?? []}
                profileAddress={user.companyAddress ?? null}
                onBrandSaved={kits.upsert}
                plan={user.plan}
                remaining={user.templateLimit - user.templatesUsed}
                busy={gen.state.phase === "running"}
                onBack={() => {
                  setView("list");
                  switchTab("overview");
                }}
                onGenerate={(v) => void generate(v)}
                onUpgrade={(target, reason) => setUpgrade({ target, reason })}
              />
            ) : (
              <TemplatesList
                user={user}
                data={data}
                actions={actions}
                isMobile={isMobile}
                onCreate={data.loaded && data.userTotal === 0 ? createFromEmpty : openGenerator}
                onRefresh={reloadListAndUsage}
              />
            ))}
          {tab === "editor" &&
            (canEdit(user.plan) ? (
              <EditorTab
                templateId={editingId}
                templates={data.templates}
                onPick={setEditingId}
                onDirtyChange={(d) => (editorDirty.current = d)}
                onSaved={() => {
                  void data.reload();
                  templatesChanged();
                }}
              />
            ) : (
              <LockedEditor onUpgrade={() => setUpgrade({ target: "premium", reason: EDITOR_UPSELL })} />
            ))}
          {tab === "brand" && (
            <BrandPage
              plan={user.plan}
              kits={kits}
              onUpgrade={(reason) => setUpgrade({ target: "premium", reason })}
              onSaved={(m) => toast(m)}
            />
          )}
          {tab === "billing" && <BillingTab user={user} onUpgrade={goPricing} />}
          {tab === "analytics" && <AnalyticsTab user={user} summary={summary} />}
          {tab === "settings" && <SettingsTab user={user} onSaved={(m, tone) => toast(m, tone)} />}
        </main>
      </div>
      <Footer />
      {gen.state.phase !== "idle" && (
        <ProgressOverlay
          state={gen.state}
          now={gen.now}
          onCancel={gen.cancel}
          onDismiss={gen.dismiss}
          onRetry={() => {
            gen.dismiss();
            if (lastRequest.current) void generate(lastRequest.current);
          }}
          onUpgrade={() => {
            gen.dismiss();
            goPricing();
          }}
        />
      )}
      {upgrade && (
        <UpgradeDialog
          target={upgrade.target}
          currentPlan={user.plan}
          reason={upgrade.reason}
          onClose={() => setUpgrade(null)}
        />
      )}
      {pendingTab && (
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
      )}
      {actions.modals}
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}
