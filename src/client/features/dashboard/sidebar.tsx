import { useEffect, useRef } from "react";
import type { PlanId } from "../../../shared/plans";
import { canEdit, TAB_LABELS, TABS, type DashboardTab } from "../../lib/plan-rules";
import { Icon, type IconName } from "../../components/icon";

const ICONS: Record<DashboardTab, IconName> = {
  overview: "home",
  templates: "folder",
  brand: "star",
  editor: "pencil",
  billing: "card",
  analytics: "chart",
  settings: "gear",
};

export function Sidebar({
  tab,
  plan,
  onSelect,
}: {
  tab: DashboardTab;
  plan: PlanId;
  onSelect: (tab: DashboardTab) => void;
}) {
  const nav = useRef<HTMLElement>(null);
  // On mobile the tabs scroll sideways; keep the current one in view.
  useEffect(() => {
    nav.current
      ?.querySelector(".dash-nav-item.active")
      ?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [tab]);
  return (
    <nav className="dash-nav" aria-label="Dashboard" ref={nav}>
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
                <Icon name={ICONS[t]} className="dash-nav-icon" />
                <span>{TAB_LABELS[t]}</span>
                {locked && <Icon name="lock" size={14} className="dash-nav-lock" label="Premium feature" />}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
