import { useState, type FormEvent } from "react";
import { ApiRequestError, errorMessage } from "../../lib/api";
import { updateStoredUser, type StoredUser } from "../../lib/session";
import { updateCompanyAddress, updateNotifications } from "./api/update-profile";
import { handleSessionExpired } from "../../lib/session-expiry";
import { formatDate } from "../../lib/templates-filter";
import { knownPlatform, rememberPlatform } from "../../lib/handoff";
import { ESP_PLATFORMS, ESP_SYNTAX, isEspPlatform } from "../../../shared/merge-fields";
import { isPlanId, planAtLeast } from "../../../shared/plans";
import { PlatformKeysSection } from "./platform-keys-section";

export function SettingsTab({
  user,
  onSaved,
}: {
  user: StoredUser;
  onSaved: (message: string, tone?: "success" | "error") => void;
}) {
  const [saving, setSaving] = useState(false);
  const enabled = user.notificationsEnabled ?? true;
  const [address, setAddress] = useState(user.companyAddress ?? "");
  const [savingAddress, setSavingAddress] = useState(false);
  const addressChanged = address.trim() !== (user.companyAddress ?? "");

  const saveAddress = async (e: FormEvent) => {
    e.preventDefault();
    setSavingAddress(true);
    try {
      const saved = await updateCompanyAddress(address.trim() || null);
      updateStoredUser({ companyAddress: saved.companyAddress ?? null });
      setAddress(saved.companyAddress ?? "");
      onSaved(saved.companyAddress ? "Company address saved" : "Company address removed");
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) return handleSessionExpired();
      onSaved(errorMessage(err, "Failed to save settings"), "error");
    } finally {
      setSavingAddress(false);
    }
  };

  const platform = knownPlatform(user);

  const choosePlatform = async (value: string) => {
    if (!isEspPlatform(value)) return;
    try {
      await rememberPlatform(value);
      onSaved(`Copy and Download now write merge fields for ${ESP_SYNTAX[value].label}`);
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 401) return handleSessionExpired();
      onSaved("Saved in this browser only: the server could not be reached.", "error");
    }
  };

  const toggle = async () => {
    const next = !enabled;
    setSaving(true);
    updateStoredUser({ notificationsEnabled: next });
    try {
      await updateNotifications(next);
      onSaved(next ? "E-mail notifications turned on" : "E-mail notifications turned off");
    } catch (e) {
      updateStoredUser({ notificationsEnabled: enabled });
      if (e instanceof ApiRequestError && e.status === 401) return handleSessionExpired();
      onSaved(errorMessage(e, "Failed to save settings"), "error");
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title">Account Settings</h2>
      <div className="card settings-card">
        <div className="field">
          <label htmlFor="settings-email">Email</label>
          <input id="settings-email" type="email" value={user.email} readOnly aria-readonly="true" />
          <p className="muted small">Contact support to change the address of your account.</p>
        </div>
        {(user.firstName || user.lastName) && (
          <div className="field">
            <span className="dash-label">Name</span>
            <p>{[user.firstName, user.lastName].filter(Boolean).join(" ")}</p>
          </div>
        )}
        <div className="field">
          <span className="dash-label">Account created</span>
          <p>{user.createdAt ? formatDate(user.createdAt) : "—"}</p>
        </div>
        <form className="field" onSubmit={(e) => void saveAddress(e)}>
          <label htmlFor="settings-company-address">Company address</label>
          <input
            id="settings-company-address"
            type="text"
            maxLength={200}
            autoComplete="street-address"
            placeholder="Street, postcode, city, country"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            aria-describedby="company-address-help"
          />
          <p className="muted small" id="company-address-help">
            Printed in the footer of your marketing templates when your website shows no address. Optional.
          </p>
          <button type="submit" className="btn btn-secondary" disabled={savingAddress || !addressChanged}>
            {savingAddress ? "Saving…" : "Save address"}
          </button>
        </form>
        <div className="field">
          <label htmlFor="settings-platform">E-mail platform</label>
          <select
            id="settings-platform"
            value={platform ?? ""}
            onChange={(e) => void choosePlatform(e.target.value)}
          >
            {!platform && <option value="">Ask me when I copy or download</option>}
            {ESP_PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {ESP_SYNTAX[p].label}
              </option>
            ))}
          </select>
          <p className="muted small">
            Copy HTML and Download write merge fields in this platform&apos;s syntax.
          </p>
        </div>
        <PlatformKeysSection
          canUse={isPlanId(user.plan) && planAtLeast(user.plan, "premium")}
          onSaved={onSaved}
        />
        <div className="setting-row">
          <div>
            <span className="dash-label" id="notif-label">
              Email notifications
            </span>
            <p className="muted small" id="notif-help">
              Product news, usage reminders and monthly reports.
            </p>
          </div>
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={enabled}
            aria-labelledby="notif-label"
            aria-describedby="notif-help"
            disabled={saving}
            onClick={() => void toggle()}
          >
            <span className="switch-knob" />
          </button>
        </div>
      </div>
    </section>
  );
}
