export function Swatches({ colors, label }: { colors: string[]; label: string }) {
  if (!colors.length) return <span className="muted small">None</span>;
  return (
    <span className="brand-swatches" role="list" aria-label={label}>
      {colors.map((c) => (
        <span key={c} role="listitem" className="brand-swatch">
          <span className="brand-swatch-chip" style={{ background: c }} aria-hidden="true" />
          <code>{c}</code>
        </span>
      ))}
    </span>
  );
}
