import { useState } from "react";
import { canEditBrandColors, type BrandKit } from "../../../shared/brand-kit";
import type { PlanId } from "../../../shared/plans";
import { errorMessage } from "../../lib/api";
import { createBrand, readWebsite, updateBrand, type KitBody, type ReadAnswer } from "../../lib/brands-api";
import { WhatWeFound } from "../../components/brand/what-we-found";

interface Props {
  url: string;
  brand: BrandKit | null;
  plan: PlanId;
  onSaved: (kit: BrandKit) => void;
  onUpgrade: () => void;
}

const valid = (u: string) => {
  try {
    return /^https?:$/.test(new URL(u).protocol);
  } catch {
    return false;
  }
};

/** A website typed in the generator is read and shown beside the kit; only what the user approves is saved. */
export function SiteCheck({ url, brand, plan, onSaved, onUpgrade }: Props) {
  const [answer, setAnswer] = useState<ReadAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [approvedFor, setApprovedFor] = useState<string | null>(null);
  if (!valid(url) || (brand?.website === url && !answer) || approvedFor === url) return null;

  const read = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setAnswer(await readWebsite(url, brand?.id));
    } catch (e) {
      setProblem(errorMessage(e, "We could not read this website"));
    } finally {
      setBusy(false);
    }
  };
  const approve = async (body: KitBody) => {
    setBusy(true);
    setProblem(null);
    try {
      const name = body.name ?? answer?.suggestion.name?.value ?? new URL(url).hostname.replace(/^www\./, "");
      const kit = brand ? await updateBrand(brand.id, body) : await createBrand({ ...body, name });
      setAnswer(null);
      setApprovedFor(url);
      onSaved(kit);
    } catch (e) {
      setProblem(errorMessage(e, "Could not save the brand"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field site-check">
      {!answer && (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={busy}
          onClick={() => void read()}
        >
          {busy ? "Reading your website..." : "Check what we found on your site"}
        </button>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {answer && (
        <WhatWeFound
          kit={brand}
          answer={answer}
          logoPalette={brand?.logoPalette ?? []}
          canEditColors={canEditBrandColors(plan)}
          busy={busy}
          onApprove={(b) => void approve(b)}
          onDiscard={() => setAnswer(null)}
          onUpgrade={onUpgrade}
        />
      )}
    </div>
  );
}
