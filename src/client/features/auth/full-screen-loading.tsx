export function FullScreenLoading({ title, detail }: { title: string; detail?: string }) {
  return (
    <div className="fullscreen-loading" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p className="fullscreen-title">{title}</p>
      {detail && <p className="muted">{detail}</p>}
    </div>
  );
}
