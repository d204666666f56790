import { isPlanId, planAtLeast } from "../../shared/plans";

export const KEYS_DELETED_BELOW_PREMIUM =
  "Saved e-mail platform keys (Mailchimp, Brevo, Klaviyo) are deleted when a plan below Premium takes effect.";

/** Said before a move from Premium or Enterprise to a lower plan: the server deletes the keys when it takes effect. */
export function KeysDowngradeNote({ from, to }: { from: string; to: string }) {
  if (!isPlanId(from) || !isPlanId(to) || !planAtLeast(from, "premium") || planAtLeast(to, "premium"))
    return null;
  return (
    <p className="alert alert-warning small" data-testid="keys-downgrade-note">
      {KEYS_DELETED_BELOW_PREMIUM}
    </p>
  );
}
