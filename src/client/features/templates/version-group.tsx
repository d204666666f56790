import type { TemplateSummary } from "../../lib/api-types";
import { campaignLabel, displayWebsite, formatDate } from "../../lib/templates-filter";
import type { TemplateActions } from "./use-template-actions";
import { TemplateCard } from "./template-card";

/**
 * The list with the versions of one brief gathered where the first of them stands, in label order. A version whose
 * siblings are gone (deleted, or not loaded yet) stays a card of its own.
 */
export function groupVersions(list: TemplateSummary[]): TemplateSummary[][] {
  const groups = new Map<string, TemplateSummary[]>();
  const out: TemplateSummary[][] = [];
  for (const t of list) {
    const key = t.variant && t.variantGroup ? t.variantGroup : null;
    const found = key ? groups.get(key) : undefined;
    if (found) found.push(t);
    else {
      const entry = [t];
      if (key) groups.set(key, entry);
      out.push(entry);
    }
  }
  for (const entry of groups.values()) entry.sort((a, b) => (a.variant ?? "").localeCompare(b.variant ?? ""));
  return out;
}

interface Props {
  versions: TemplateSummary[];
  actions: TemplateActions;
  isMobile: boolean;
  canEdit: boolean;
}

/** The versions of one brief side by side, each a full template card (open, edit, download, send). */
export function VersionGroup({ versions, actions, isMobile, canEdit }: Props) {
  const first = versions[0];
  const headingId = `versions-${first.variantGroup}`;
  return (
    <section className="version-group" aria-labelledby={headingId} data-variant-group={first.variantGroup}>
      <div className="version-group-head">
        <h3 id={headingId}>{first.name.replace(/ - Version [A-Z]$/, "")}</h3>
        <p className="template-meta">
          <span className="type-badge">{campaignLabel(first.campaignType)}</span>
          <span>{versions.length} versions for A/B testing</span>
          <span aria-hidden="true"> · </span>
          <span title={first.websiteUrl}>{displayWebsite(first.websiteUrl)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={first.createdAt}>{formatDate(first.createdAt)}</time>
        </p>
      </div>
      <div className="version-grid">
        {versions.map((t) => (
          <TemplateCard
            key={t.id}
            template={t}
            actions={actions}
            isMobile={isMobile}
            canEdit={canEdit}
            inGroup
          />
        ))}
      </div>
    </section>
  );
}
