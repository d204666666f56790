// The shell's styles come first and the shared ones (with the responsive rules for every tab) last, after the
// features' own, as they stood in one file.
import "./dashboard.css";
import { useCallback, useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { Footer, Navbar } from "../../components/navbar";
import { setStoredUser } from "../../lib/session";
import { usePageMeta } from "../../lib/use-page-meta";
import { useUser } from "../../lib/use-user";
import { logout } from "./api/logout";
import { AnalyticsTab } from "../analytics/analytics-tab";
import { AnnouncementBanner } from "../announcements/announcement-banner";
import { BillingTab } from "../billing/billing-tab";
import { BrandPage } from "../brand/brand-page";
import { EditorTab } from "../editor/editor-tab";
import { GeneratorForm } from "../generator/generator-form";
import { LockedEditor } from "../editor/locked-editor";
import { OverviewTab } from "../overview/overview-tab";
import { SettingsTab } from "../settings/settings-tab";
import { DashHeader } from "./dash-header";
import { Sidebar } from "./sidebar";
import { TemplatesList } from "../templates/templates-list";
import { Toasts, useToasts } from "../../components/toast";
import { UpgradeDialog, type UpgradeTarget } from "../../components/upgrade-dialog";
import { useIsMobile } from "../../lib/use-is-mobile";
import { useDashboardProfile } from "./use-profile-refresh";
import { useDashboardGeneration } from "./use-dashboard-generation";
import { useDashboardTabs } from "./use-dashboard-tabs";
import { useTemplateActions } from "../templates/use-template-actions";
import { useTemplates } from "../templates/use-templates";
import { useTemplateStats, useTemplatesChanged } from "../../lib/use-template-stats";
import { useBrands } from "../../lib/use-brands";
import { canEdit, generateFromEmptyTarget, type DashboardTab } from "../../lib/plan-rules";
import { newQueryClient } from "../../lib/query-client";
import "../../styles/dashboard-ui.css";

const EDITOR_UPSELL = "The inline editor is available on Premium and Enterprise plans.";

/** One query cache per signed-in dashboard: a new user in this tab never sees the last one's lists. */
export function DashboardPage(props: { initialTab?: DashboardTab }) {
  const [client] = useState(newQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Dashboard {...props} />
    </QueryClientProvider>
  );
}

function Dashboard({ initialTab: parentTab }: { initialTab?: DashboardTab }) {
  usePageMeta("Dashboard", "Generate, preview and manage your branded e-mail templates.");
  const user = useUser();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState<{ target: UpgradeTarget; reason?: string } | null>(null);
  const upsellEditor = useCallback(() => setUpgrade({ target: "premium", reason: EDITOR_UPSELL }), []);
  const { tab, view, setView, switchTab, requestTab, editorDirty, modals } = useDashboardTabs({
    parentTab,
    user,
    onEditorLocked: upsellEditor,
  });
  const data = useTemplates();
  const summary = useTemplateStats(tab === "overview" || tab === "analytics");
  const templatesChanged = useTemplatesChanged();
  const { toasts, show: toast, dismiss } = useToasts();
  const { refreshNow, refreshBurst } = useDashboardProfile();
  const kits = useBrands();

  // The list and the usage figures beside it are read together: a template made in another tab or through the API
  // shows as a card only with the usage that counts it.
  const reloadList = data.reload;
  const reloadListAndUsage = useCallback(() => {
    void refreshNow();
    void reloadList();
  }, [refreshNow, reloadList]);

  const goPricing = () => navigate("/?showPricing=true");
  const gen = useDashboardGeneration({
    userId: user?.id ?? "",
    templateCount: data.userTotal,
    kits,
    refreshNow,
    onCompleted: (note, versions = 1) => {
      reloadListAndUsage();
      templatesChanged();
      refreshBurst();
      setView("list");
      switchTab("templates");
      toast(note ?? (versions > 1 ? `Your ${versions} versions are ready!` : "Your template is ready!"));
    },
    onPricing: goPricing,
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
          <DashHeader
            tab={tab}
            showHome={!isMobile}
            onHome={() => requestTab("overview")}
            onLogout={() => void doLogout()}
          />
          <AnnouncementBanner />
          {tab === "overview" && (
            <OverviewTab
              user={user}
              summary={summary}
              actions={actions}
              // Until the stats arrive the account's own usage decides (a used-up free template goes to billing).
              onStart={summary.stats && summary.stats.total > 0 ? openGenerator : createFromEmpty}
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
                busy={gen.running}
                onBack={() => {
                  setView("list");
                  switchTab("overview");
                }}
                onGenerate={(v) => void gen.generate(v)}
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
              <LockedEditor onUpgrade={upsellEditor} />
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
      {gen.overlay}
      {upgrade && (
        <UpgradeDialog
          target={upgrade.target}
          currentPlan={user.plan}
          reason={upgrade.reason}
          onClose={() => setUpgrade(null)}
        />
      )}
      {modals}
      {actions.modals}
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}
