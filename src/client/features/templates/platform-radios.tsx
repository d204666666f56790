import { ESP_SYNTAX, type EspPlatform } from "../../../shared/merge-fields";

/** One radio per platform, by its label (the Download dialog lists every platform, Send the three it can reach). */
export function PlatformRadios<P extends EspPlatform>({
  name,
  platforms,
  value,
  onChange,
}: {
  name: string;
  platforms: readonly P[];
  value: P | null;
  onChange: (p: P) => void;
}) {
  return (
    <>
      {platforms.map((p) => (
        <label key={p} className="radio-row">
          <input type="radio" name={name} value={p} checked={value === p} onChange={() => onChange(p)} />
          {ESP_SYNTAX[p].label}
        </label>
      ))}
    </>
  );
}
