import type { RefObject } from "react";
import type { TemplateDetail } from "../../lib/api-types";
import { EditorSide } from "./editor-side";
import {
  accentColor,
  buttonsOf,
  getStyleProp,
  setAccentColor,
  setButtonColor,
  templateColors,
} from "./editor-ops";

const FRAME_HEIGHT = 2000;

interface Props {
  frame: RefObject<HTMLIFrameElement | null>;
  srcDoc: string;
  onLoad: () => void;
  html: string;
  palette: string[];
  changed: () => void;
}

/** The kit's colours first (a colour the template does not use yet is still the brand's), then the template's own. */
export function editorPalette(template: TemplateDetail | null, d: Document | null): string[] {
  return [...new Set([...(template?.palette ?? []), ...(d?.body ? templateColors(d) : [])])].slice(0, 10);
}

/** The e-mail in its frame, and beside it the copy's colours and the health of its HTML. */
export function EditorCanvas({ frame, srcDoc, onLoad, html, palette, changed }: Props) {
  const d = frame.current?.contentDocument ?? null;
  const firstButton = d?.body ? buttonsOf(d)[0] : undefined;
  return (
    <div className="editor-stage editor-with-health">
      <iframe
        ref={frame}
        title="Template editor"
        className="editor-frame"
        sandbox="allow-same-origin"
        srcDoc={srcDoc}
        style={{ height: FRAME_HEIGHT }}
        onLoad={onLoad}
      />
      <EditorSide
        html={html}
        palette={palette}
        button={firstButton ? (getStyleProp(firstButton, "background-color") ?? null) : null}
        accent={d?.body ? accentColor(d) : null}
        onButton={(hex) => {
          if (!d) return;
          buttonsOf(d).forEach((b) => setButtonColor(b, hex));
          changed();
        }}
        onAccent={(hex) => {
          if (!d || !setAccentColor(d, hex)) return;
          changed();
        }}
      />
    </div>
  );
}
