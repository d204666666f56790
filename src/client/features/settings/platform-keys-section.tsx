import { useEffect, useState, type FormEvent } from "react";
import { ApiRequestError, errorMessage } from "../../lib/api";
import { handleSessionExpired } from "../../lib/session-expiry";
import {
  deletePlatformKey,
  listPlatformKeys,
  savePlatformKey,
  type KeyPlatform,
  type StoredKey,
} from "./api/platform-keys";
import { KEYS_DELETED_BELOW_PREMIUM } from "../../components/keys-downgrade-note";

const PLATFORMS: { id: KeyPlatform; label: string; where: string }[] = [
  { id: "mailchimp", label: "Mailchimp", where: "Account > Extras > API keys" },
  { id: "brevo", label: "Brevo", where: "SMTP & API > API keys" },
  {
    id: "klaviyo",
    label: "Klaviyo",
    where: "Settings > API keys (a private key with Templates: full access)",
  },
];

type Notify = (message: string, tone?: "success" | "error") => void;

/** API keys for "Send to Mailchimp / Brevo / Klaviyo": the key is checked, stored encrypted, shown as its last 4 characters. */
export function PlatformKeysSection({ canUse, onSaved }: { canUse: boolean; onSaved: Notify }) {
  const [keys, setKeys] = useState<StoredKey[] | null>(null);
  // Every plan lists its keys: a key saved on Premium stays its owner's to see and remove.
  useEffect(() => {
    listPlatformKeys().then(
      (r) => setKeys(r.keys),
      (e: unknown) => {
        if (e instanceof ApiRequestError && e.status === 401) return handleSessionExpired();
        setKeys([]);
      },
    );
  }, []);
  return (
    <div className="field platform-keys">
      <span className="dash-label">Send to your e-mail platform</span>
      {canUse ? (
        <p className="muted small" data-testid="keys-downgrade-note">
          {KEYS_DELETED_BELOW_PREMIUM}
        </p>
      ) : (
        <p className="muted small">
          Sending templates straight into Mailchimp, Brevo or Klaviyo is available on the Premium and
          Enterprise plans.
        </p>
      )}
      {PLATFORMS.filter((p) => canUse || keys?.some((k) => k.platform === p.id)).map((p) => (
        <PlatformKeyRow
          key={p.id}
          platform={p}
          canSave={canUse}
          stored={keys?.find((k) => k.platform === p.id) ?? null}
          onChange={(next) =>
            setKeys((ks) => [...(ks ?? []).filter((k) => k.platform !== p.id), ...(next ? [next] : [])])
          }
          onSaved={onSaved}
        />
      ))}
    </div>
  );
}

function PlatformKeyRow({
  platform,
  canSave,
  stored,
  onChange,
  onSaved,
}: {
  platform: (typeof PLATFORMS)[number];
  canSave: boolean;
  stored: StoredKey | null;
  onChange: (k: StoredKey | null) => void;
  onSaved: Notify;
}) {
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = `platform-key-${platform.id}`;
  const fail = (e: unknown, fallback: string) => {
    if (e instanceof ApiRequestError && e.status === 401) return handleSessionExpired();
    setError(errorMessage(e, fallback));
  };
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { key } = await savePlatformKey(platform.id, value.trim());
      setValue("");
      onChange(key);
      onSaved(`${platform.label} key saved${key.accountName ? ` (${key.accountName})` : ""}`);
    } catch (err) {
      fail(err, "The key could not be saved. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await deletePlatformKey(platform.id);
      onChange(null);
      onSaved(`${platform.label} key removed`);
    } catch (err) {
      fail(err, "The key could not be removed. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="platform-key-row" onSubmit={(e) => void save(e)} data-platform={platform.id}>
      {canSave ? (
        <label htmlFor={inputId}>{platform.label} API key</label>
      ) : (
        <span>{platform.label} API key</span>
      )}
      {stored && (
        <p className="small" data-testid={`key-${platform.id}`}>
          Saved key ending in <code>{stored.last4}</code>
          {stored.accountName ? ` for ${stored.accountName}` : ""}.{" "}
          <button type="button" className="link-button" disabled={busy} onClick={() => void remove()}>
            Remove
          </button>
        </p>
      )}
      {canSave && (
        <>
          <div className="inline-form">
            <input
              id={inputId}
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder={stored ? "Paste a new key to replace it" : `Paste your ${platform.label} API key`}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
            <button type="submit" className="btn btn-secondary" disabled={busy || value.trim().length < 8}>
              {busy ? "Checking…" : "Save key"}
            </button>
          </div>
          <p className="muted small">
            Find it in {platform.label}: {platform.where}. We check it with {platform.label} before saving.
          </p>
        </>
      )}
      {error && (
        <p role="alert" className="small error-text">
          {error}
        </p>
      )}
    </form>
  );
}
