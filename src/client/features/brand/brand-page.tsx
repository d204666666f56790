import { useState, type FormEvent } from "react";
import { brandLimit, canEditBrandColors, type BrandKit } from "../../../shared/brand-kit";
import type { PlanId } from "../../../shared/plans";
import { errorMessage } from "../../lib/api";
import {
  createBrand,
  deleteBrand,
  readWebsite,
  updateBrand,
  type KitBody,
  type ReadAnswer,
} from "../../lib/brands-api";
import type { BrandKits } from "../../lib/use-brands";
import { WhatWeFound } from "../../components/brand/what-we-found";
import { changedFields, listed } from "../../lib/brand-review";
import { BrandKitForm } from "./brand-kit-form";
import "./brand.css";

interface Props {
  plan: PlanId;
  /** The dashboard's kits, shared with the generator so what is approved here prefills it at once. */
  kits: BrandKits;
  onUpgrade: (reason: string) => void;
  onSaved: (message: string) => void;
}

const hostName = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "My brand";
  }
};
const withScheme = (v: string) =>
  /^[a-z][a-z0-9+.-]*:\/\//i.test(v.trim()) ? v.trim() : `https://${v.trim()}`;

/** The Brand page: the approved kit (Enterprise: up to 10), and a website read shown beside it for approval. */
export function BrandPage({ plan, kits, onUpgrade, onSaved }: Props) {
  const { brands, error, upsert, reload } = kits;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [url, setUrl] = useState("");
  const [reading, setReading] = useState(false);
  const [answer, setAnswer] = useState<ReadAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const colors = canEditBrandColors(plan);
  const upgradeColours = () => onUpgrade("Edit your brand colours with Premium.");
  const kit: BrandKit | null = adding
    ? null
    : (brands?.find((b) => b.id === selectedId) ?? brands?.find((b) => b.isDefault) ?? brands?.[0] ?? null);
  const limit = brandLimit(plan);

  const save = async (body: KitBody, name?: string) => {
    setBusy(true);
    setProblem(null);
    // Said after the save: what changed, so a save that changes nothing never passes for one that did.
    const changes = changedFields(kit, body);
    try {
      const saved = kit
        ? await updateBrand(kit.id, body)
        : await createBrand({ ...body, name: body.name ?? name ?? "My brand" });
      upsert(saved);
      setSelectedId(saved.id);
      setAdding(false);
      setAnswer(null);
      onSaved(
        !kit
          ? `Your brand kit "${saved.name}" is created.`
          : changes.length
            ? `Saved to your brand kit: ${listed(changes)}.`
            : "Nothing changed in your brand kit.",
      );
    } catch (e) {
      setProblem(errorMessage(e, "Could not save the brand"));
    } finally {
      setBusy(false);
    }
  };

  const read = async (e: FormEvent) => {
    e.preventDefault();
    if (!url.trim()) return;
    setReading(true);
    setProblem(null);
    setAnswer(null);
    try {
      setAnswer(await readWebsite(withScheme(url), kit?.id));
    } catch (err) {
      setProblem(errorMessage(err, "We could not read this website"));
    } finally {
      setReading(false);
    }
  };

  const remove = async (k: BrandKit) => {
    if (!window.confirm(`Delete the brand "${k.name}"? Templates made with it stay as they are.`)) return;
    try {
      await deleteBrand(k.id);
      setSelectedId(null);
      await reload();
    } catch (e) {
      setProblem(errorMessage(e, "Could not delete the brand"));
    }
  };

  if (!brands)
    return (
      <p className="muted" role="status">
        Loading your brand...
      </p>
    );
  return (
    <section className="brand-page" aria-labelledby="brand-title">
      <div className="section-head">
        <h2 id="brand-title">Brand</h2>
      </div>
      <p className="muted">
        Every template uses the brand you approve here. A website read only suggests; you decide what is kept.
      </p>
      {(error || problem) && (
        <div className="alert alert-error" role="alert">
          {problem ?? error}
        </div>
      )}
      {limit > 1 && (
        <div className="brand-switcher" role="group" aria-label="Your brands">
          {brands.map((b) => (
            <button
              key={b.id}
              type="button"
              className={`btn btn-small ${kit?.id === b.id ? "btn-primary" : "btn-secondary"}`}
              aria-pressed={kit?.id === b.id}
              onClick={() => (setAdding(false), setSelectedId(b.id), setAnswer(null))}
            >
              {b.name}
              {b.isDefault ? " (default)" : ""}
            </button>
          ))}
          {brands.length < limit && (
            <button
              type="button"
              className="btn btn-small btn-secondary"
              onClick={() => (setAdding(true), setAnswer(null), setUrl(""))}
            >
              Add brand
            </button>
          )}
        </div>
      )}
      <form className="card brand-read" noValidate onSubmit={(e) => void read(e)}>
        <label className="field">
          <span className="dash-label">Website address</span>
          <input
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://yourcompany.com"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-secondary" disabled={reading || !url.trim()}>
          {reading ? "Reading your website..." : "Read website"}
        </button>
      </form>
      {answer && (
        <WhatWeFound
          key={`${answer.suggestion.website}-${kit?.id ?? "new"}`}
          kit={kit}
          answer={answer}
          logoPalette={kit?.logoPalette ?? []}
          canEditColors={colors}
          busy={busy}
          onApprove={(body) =>
            void save(body, answer.suggestion.name?.value ?? hostName(answer.suggestion.website))
          }
          onDiscard={() => setAnswer(null)}
          onUpgrade={upgradeColours}
        />
      )}
      <BrandKitForm
        key={`${kit?.id ?? "new"}-${kit?.updatedAt ?? ""}`}
        kit={kit}
        canEditColors={colors}
        busy={busy}
        onSave={(b) => void save(b)}
        onUpgrade={upgradeColours}
      />
      {kit && limit > 1 && (
        <div className="brand-actions">
          {!kit.isDefault && (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => void save({ isDefault: true })}
            >
              Make default
            </button>
          )}
          <button type="button" className="btn btn-danger btn-small" onClick={() => void remove(kit)}>
            Delete brand
          </button>
        </div>
      )}
    </section>
  );
}
