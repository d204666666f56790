import type { PlanId } from "../../../../shared/plans";
import { canEdit, TAB_LABELS, TABS, type DashboardTab } from "../lib/plan-rules";

const ICONS: Record<DashboardTab, string> = {
  overview: "🏠",
  templates: "📁",
  editor: "✏️",
  billing: "💳",
  analytics: "📊",
  settings: "⚙️",
};

export function Sidebar({ tab, plan, onSelect }: { tab: DashboardTab; plan: PlanId; onSelect: (tab: DashboardTab) => void }) {
  return (
    <nav className="dash-nav" aria-label="Dashboard">
      <ul>
        {TABS.map((t) => {
          const locked = t === "editor" && !canEdit(plan);
          return (
            <li key={t}>
              <button
                type="button"
                className={`dash-nav-item ${tab === t ? "active" : ""}`}
                aria-current={tab === t ? "page" : undefined}
                data-tab={t}
                onClick={() => onSelect(t)}
              >
                <span className="dash-nav-icon" aria-hidden="true">
                  {ICONS[t]}
                </span>
                <span>{TAB_LABELS[t]}</span>
                {locked && (
                  <span className="dash-nav-lock" role="img" aria-label="Premium feature">
                    🔒
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
