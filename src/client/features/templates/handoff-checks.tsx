import type { HandoffCheck } from "../../../shared/esp/checks";
import { WithSettingsLink } from "../../components/settings-link";

/**
 * What the checks found before a download, a copy or a send: errors block, fields the template marks for the user to
 * fill in are listed on their own, other warnings say what to replace.
 */
export function HandoffChecks({
  checks,
  action = "downloading",
}: {
  checks: HandoffCheck[];
  action?: "downloading" | "sending";
}) {
  if (!checks.length) return null;
  const errors = checks.filter((c) => c.level === "error");
  const fillIns = checks.filter((c) => c.level === "warning" && c.code === "fill_in");
  const warnings = checks.filter((c) => c.level === "warning" && c.code !== "fill_in");
  const list = (title: string, items: HandoffCheck[], className: string, role?: "alert") =>
    items.length > 0 && (
      <div role={role} className={className}>
        <p>
          <strong>{title}</strong>
        </p>
        <ul>
          {items.map((c) => (
            <li key={c.message}>
              <WithSettingsLink text={c.message} />
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className="handoff-checks" data-testid="handoff-checks">
      {list(`Fix this before ${action}:`, errors, "handoff-checks-errors", "alert")}
      {list("Fill in before sending:", fillIns, "handoff-checks-warnings handoff-checks-fill-in")}
      {list("Before you send:", warnings, "handoff-checks-warnings")}
    </div>
  );
}
