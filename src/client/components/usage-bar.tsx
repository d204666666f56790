import { usageLevel, usagePercent } from "../lib/plan-rules";

export function UsageBar({ used, limit }: { used: number; limit: number }) {
  const level = usageLevel(used, limit);
  const pct = usagePercent(used, limit);
  return (
    <div
      className={`usage-bar usage-${level}`}
      role="progressbar"
      aria-label="Template usage"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      data-level={level}
    >
      <span style={{ width: `${pct}%` }} />
    </div>
  );
}
