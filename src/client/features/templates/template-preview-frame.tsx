import { useState } from "react";
import { Icon } from "../../components/icon";

/** Card preview: a scaled, sandboxed frame on the short-lived preview URL; errors hide it. */
export function TemplatePreviewFrame({
  url,
  title,
  isMobile,
}: {
  url: string | null;
  title: string;
  isMobile: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (isMobile) {
    return (
      <div className="card-preview card-preview-empty">
        <Icon name="monitor" size={28} />
        <strong>Desktop View Required</strong>
      </div>
    );
  }
  if (!url) return <div className="card-preview card-preview-empty">No preview available</div>;
  if (failed) return <div className="card-preview card-preview-empty">Preview unavailable</div>;
  return (
    <div className="card-preview">
      <iframe
        title={title}
        src={url}
        sandbox="allow-same-origin"
        loading="lazy"
        tabIndex={-1}
        scrolling="no"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        onLoad={(e) => {
          // allow-same-origin (never allow-scripts) lets us see whether the server answered with an error page.
          try {
            const doc = e.currentTarget.contentDocument;
            if (doc && doc.contentType !== "text/html") setFailed(true);
          } catch {
            /* opaque: leave it shown */
          }
        }}
      />
    </div>
  );
}
