import { capitalise } from "../../../shared/capitalise";
import { useState, type FormEvent } from "react";
import { BRAND_TONES, type BrandKit } from "../../../shared/brand-kit";
import type { KitBody } from "../../lib/brands-api";
import { display, parseEdit } from "../../lib/brand-review";
import { readLogo } from "../../lib/logo";
import { normalizeHex } from "../../lib/palette";
import { Swatches } from "../../components/brand/swatches";
import type { BrandSocial } from "../../../shared/brand-kit";

interface Props {
  kit: BrandKit | null;
  canEditColors: boolean;
  busy: boolean;
  onSave: (body: KitBody & { name: string }) => void;
  onUpgrade: () => void;
}

const draftOf = (k: BrandKit | null) => ({
  name: k?.name ?? "",
  website: k?.website ?? "",
  tagline: k?.tagline ?? "",
  address: k?.address ?? "",
  senderName: k?.senderName ?? "",
  tone: k?.tone ?? "",
  lang: k?.lang ?? "",
  fonts: k?.fonts.join(", ") ?? "",
  socials: display("socials", k?.socials ?? []),
  palette: k?.palette ?? [],
});

/** The approved kit, editable field by field; Save sends only what changed. */
export function BrandKitForm({ kit, canEditColors, busy, onSave, onUpgrade }: Props) {
  const [d, setD] = useState(() => draftOf(kit));
  const [logo, setLogo] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const set = (k: keyof ReturnType<typeof draftOf>) => (e: { target: { value: string } }) =>
    setD((p) => ({ ...p, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: KitBody & { name: string } = {
      name: d.name.trim(),
      website: d.website.trim() || null,
      tagline: d.tagline.trim() || null,
      address: d.address.trim() || null,
      senderName: d.senderName.trim() || null,
      tone: (d.tone || null) as KitBody["tone"],
      lang: d.lang.trim() || null,
      fonts: parseEdit("fonts", d.fonts) as string[],
      socials: parseEdit("socials", d.socials) as BrandSocial[],
      ...(canEditColors && d.palette.length ? { palette: d.palette } : {}),
      ...(logo ? { logo } : {}),
    };
    onSave(body);
  };
  const colour = (i: number, v: string) => {
    const hex = normalizeHex(v);
    if (hex) setD((p) => ({ ...p, palette: p.palette.map((c, j) => (j === i ? hex : c)) }));
  };
  return (
    <form className="card brand-form" onSubmit={submit} aria-label="Your brand kit">
      <h3>{kit ? "Your brand kit" : "Create your brand kit"}</h3>
      <div className="brand-form-grid">
        <div className="field brand-logo-field">
          <span className="dash-label">Logo</span>
          {(logo ?? kit?.logoUrl) ? (
            <img className="brand-logo" src={logo ?? kit!.logoUrl!} alt="Brand logo" />
          ) : (
            <p className="muted small">No logo yet.</p>
          )}
          <label className="btn btn-secondary btn-small">
            {kit?.logoUrl || logo ? "Replace logo" : "Upload logo"}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              data-testid="brand-logo-input"
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (!f) return;
                setLogoError(null);
                readLogo(f).then(
                  (r) => setLogo(r.dataUrl),
                  (err: unknown) =>
                    setLogoError(err instanceof Error ? err.message : "We could not read this image."),
                );
              }}
            />
          </label>
          {logoError && (
            <p className="field-error" role="alert">
              {logoError}
            </p>
          )}
        </div>
        <label className="field">
          <span className="dash-label">Brand name</span>
          <input
            type="text"
            className="input"
            value={d.name}
            onChange={set("name")}
            required
            maxLength={80}
          />
        </label>
        <label className="field">
          <span className="dash-label">Website</span>
          <input
            className="input"
            type="url"
            value={d.website}
            onChange={set("website")}
            placeholder="https://"
          />
        </label>
        <label className="field">
          <span className="dash-label">Tagline</span>
          <input type="text" className="input" value={d.tagline} onChange={set("tagline")} maxLength={160} />
        </label>
        <label className="field">
          <span className="dash-label">Postal address</span>
          <textarea className="input" rows={2} value={d.address} onChange={set("address")} maxLength={300} />
        </label>
        <label className="field">
          <span className="dash-label">Sender name</span>
          <input
            type="text"
            className="input"
            value={d.senderName}
            onChange={set("senderName")}
            maxLength={80}
          />
        </label>
        <label className="field">
          <span className="dash-label">Tone</span>
          <select className="input" value={d.tone} onChange={set("tone")}>
            <option value="">Not set</option>
            {BRAND_TONES.map((t) => (
              <option key={t} value={t}>
                {capitalise(t)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="dash-label">Language</span>
          <input
            type="text"
            className="input"
            value={d.lang}
            onChange={set("lang")}
            placeholder="en"
            maxLength={12}
          />
        </label>
        <label className="field">
          <span className="dash-label">Fonts</span>
          <input
            type="text"
            className="input"
            value={d.fonts}
            onChange={set("fonts")}
            placeholder="Inter, Georgia"
          />
        </label>
        <label className="field brand-wide">
          <span className="dash-label">Social profiles (one per line, network: address)</span>
          <textarea className="input" rows={3} value={d.socials} onChange={set("socials")} />
        </label>
        <div className="field brand-wide">
          <span className="dash-label">Brand colours</span>
          {canEditColors ? (
            <div className="brand-palette-edit">
              {d.palette.map((c, i) => (
                <input
                  key={i}
                  type="color"
                  aria-label={`Brand colour ${i + 1}`}
                  value={c}
                  onChange={(e) => colour(i, e.target.value)}
                />
              ))}
              {d.palette.length < 3 && (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() =>
                    setD((p) => ({
                      ...p,
                      palette: [...p.palette, kit?.logoPalette[p.palette.length] ?? "#ffffff"],
                    }))
                  }
                >
                  Add colour
                </button>
              )}
              {d.palette.length > 1 && (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => setD((p) => ({ ...p, palette: p.palette.slice(0, -1) }))}
                >
                  Remove last
                </button>
              )}
              <Swatches colors={d.palette} label="Brand colours" />
            </div>
          ) : (
            <div aria-label="Brand colors (read-only)">
              <Swatches colors={kit?.palette ?? []} label="Brand colours from your logo" />
              <p className="muted small">
                Your colours come from your logo.{" "}
                <button type="button" className="link-button" onClick={onUpgrade}>
                  Upgrade
                </button>{" "}
                to Premium to edit them.
              </p>
            </div>
          )}
        </div>
      </div>
      <div className="brand-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || !d.name.trim()}>
          {busy ? "Saving..." : kit ? "Save brand" : "Create brand"}
        </button>
      </div>
    </form>
  );
}
