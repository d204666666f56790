import { useEffect, useId, useRef, useState } from "react";
import {
  CAMPAIGN_TYPES,
  campaignTypeAllowed,
  campaignTypeEntry,
  upgradeTargetFor,
  type CampaignTypeEntry,
} from "../../../shared/campaign-types";
import { PLANS, type PlanId } from "../../../shared/plans";
import { campaignFooterText } from "../../lib/plan-rules";
import { CampaignIcon, Icon } from "../../components/icon";

interface Props {
  plan: PlanId;
  value: string;
  onChange: (value: string) => void;
  onUpgrade: (target: "basic" | "premium") => void;
  label?: string;
  helperText?: string;
  required?: boolean;
}

interface Group {
  key: string;
  title: string;
  locked: boolean;
  items: CampaignTypeEntry[];
}

export function campaignGroups(plan: PlanId): Group[] {
  const mine = CAMPAIGN_TYPES.filter((t) => t.minPlan !== "free" && campaignTypeAllowed(plan, t.value));
  const all = CAMPAIGN_TYPES.filter((t) => t.minPlan === "free");
  const lockedBasic = CAMPAIGN_TYPES.filter(
    (t) => t.minPlan === "basic" && !campaignTypeAllowed(plan, t.value),
  );
  const lockedPremium = CAMPAIGN_TYPES.filter(
    (t) => t.minPlan === "premium" && !campaignTypeAllowed(plan, t.value),
  );
  return [
    { key: "mine", title: "Available in your plan", locked: false, items: mine },
    { key: "all", title: "Available to all", locked: false, items: all },
    { key: "basic", title: "Basic plan & above", locked: true, items: lockedBasic },
    { key: "premium", title: "Premium plan & above", locked: true, items: lockedPremium },
  ].filter((g) => g.items.length > 0);
}

const UPGRADE_LABEL = { basic: "Upgrade to Basic", premium: "Upgrade to Premium" } as const;

export function CampaignTypeSelect({
  plan,
  value,
  onChange,
  onUpgrade,
  label = "Campaign Type",
  helperText,
  required,
}: Props) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const groups = campaignGroups(plan);
  const flat = groups.flatMap((g) => g.items);
  const selected = campaignTypeEntry(value);
  const footer = campaignFooterText(plan);

  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDoc);
    return () => document.removeEventListener("mousedown", onDoc);
  }, [open]);

  const choose = (entry: CampaignTypeEntry) => {
    if (campaignTypeAllowed(plan, entry.value)) {
      onChange(entry.value);
      setOpen(false);
    } else {
      setOpen(false);
      onUpgrade(upgradeTargetFor(entry.value));
    }
  };

  const onKey = (e: React.KeyboardEvent) => {
    if (!open && (e.key === "ArrowDown" || e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      setOpen(true);
      setActive(
        Math.max(
          0,
          flat.findIndex((t) => t.value === value),
        ),
      );
      return;
    }
    if (!open) return;
    if (e.key === "Escape") {
      e.preventDefault();
      setOpen(false);
    } else if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive((i) => (i + 1) % flat.length);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => (i - 1 + flat.length) % flat.length);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      if (flat[active]) choose(flat[active]);
    }
  };

  return (
    <div className="field campaign-select" ref={root}>
      <span className="dash-label" id={`${id}-label`}>
        {label}{" "}
        {required && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div className="campaign-anchor">
        <button
          type="button"
          className="campaign-trigger"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-controls={`${id}-list`}
          onClick={() => setOpen((o) => !o)}
          onKeyDown={onKey}
        >
          <span id={`${id}-value`}>
            {selected ? (
              <>
                <CampaignIcon type={selected.value} size={16} /> {selected.label}
              </>
            ) : (
              <span className="muted">Select a campaign type</span>
            )}
          </span>
          <Icon name="chevronDown" className="campaign-caret" />
        </button>
        {open && (
          <div
            className="campaign-menu"
            id={`${id}-list`}
            role="listbox"
            aria-labelledby={`${id}-label`}
            tabIndex={-1}
          >
            {groups.map((g) => (
              <div key={g.key} role="group" aria-label={g.title}>
                <div className="campaign-group">
                  {g.locked && <Icon name="lock" size={12} />}
                  {g.title}
                </div>
                {g.items.map((t) => {
                  const allowed = campaignTypeAllowed(plan, t.value);
                  const index = flat.indexOf(t);
                  const target = upgradeTargetFor(t.value);
                  return (
                    <div
                      key={t.value}
                      role="option"
                      aria-selected={t.value === value}
                      data-locked={allowed ? undefined : "true"}
                      data-value={t.value}
                      className={`campaign-option ${allowed ? "" : "campaign-option-locked"} ${index === active ? "campaign-option-active" : ""}`}
                      onMouseEnter={() => setActive(index)}
                      onClick={() => choose(t)}
                    >
                      <span className="campaign-icon">
                        <CampaignIcon type={t.value} />
                      </span>
                      <span className="campaign-text">
                        <span className="campaign-name">{t.label}</span>
                        <span className="campaign-desc">{t.description}</span>
                      </span>
                      {allowed ? (
                        <span className="campaign-status">
                          <span className="plan-tag">
                            {t.minPlan === "free" ? t.planLabel : PLANS[t.minPlan].name}
                          </span>
                          <Icon name="check" className="campaign-check" label="Available" />
                        </span>
                      ) : (
                        <span className="campaign-status">
                          <button
                            type="button"
                            className="plan-tag plan-tag-upgrade"
                            onClick={(e) => {
                              e.stopPropagation();
                              setOpen(false);
                              onUpgrade(target);
                            }}
                          >
                            {UPGRADE_LABEL[target]}
                          </button>
                          <Icon name="lock" className="campaign-lock" label="Locked" />
                        </span>
                      )}
                    </div>
                  );
                })}
              </div>
            ))}
            {footer && (
              <button
                type="button"
                className="campaign-footer"
                onClick={() => {
                  setOpen(false);
                  onUpgrade("basic");
                }}
              >
                {footer}
              </button>
            )}
          </div>
        )}
      </div>
      {helperText && <p className="muted small">{helperText}</p>}
    </div>
  );
}
