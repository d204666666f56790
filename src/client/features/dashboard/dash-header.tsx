import { TAB_LABELS, type DashboardTab } from "../../lib/plan-rules";

interface Props {
  tab: DashboardTab;
  showHome: boolean;
  onHome: () => void;
  onLogout: () => void;
}

export function DashHeader({ tab, showHome, onHome, onLogout }: Props) {
  return (
    <header className="dash-header">
      <h1 className="sr-only">Dashboard</h1>
      <p className="crumb">
        Dashboard / <strong>{TAB_LABELS[tab]}</strong>
      </p>
      <div className="dash-header-actions">
        {showHome && (
          <button type="button" className="btn btn-secondary btn-small" onClick={onHome}>
            Home
          </button>
        )}
        <button type="button" className="btn btn-secondary btn-small" onClick={onLogout}>
          Logout
        </button>
      </div>
    </header>
  );
}
