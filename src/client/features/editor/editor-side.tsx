import { HealthPanel } from "../../components/health-panel";
import { SwatchPicker } from "../../components/swatch-picker";

interface Props {
  html: string;
  palette: string[];
  button: string | null;
  accent: string | null;
  onButton: (hex: string) => void;
  onAccent: (hex: string) => void;
}

/** Beside the canvas: the copy's button and accent colours, and the health of the HTML as it stands. */
export function EditorSide({ html, palette, button, accent, onButton, onAccent }: Props) {
  return (
    <div className="editor-side">
      <div className="card editor-colours">
        <h3>Colours</h3>
        <SwatchPicker label="Button colour" value={button} palette={palette} onPick={onButton} />
        <SwatchPicker label="Accent colour" value={accent} palette={palette} onPick={onAccent} />
      </div>
      <HealthPanel html={html} />
    </div>
  );
}
