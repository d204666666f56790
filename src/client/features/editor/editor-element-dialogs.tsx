import { ApiRequestError, errorMessage } from "../../lib/api";
import type { TemplateDetail } from "../../lib/api-types";
import { readImageForUpload } from "../../lib/logo";
import { handleSessionExpired } from "../../lib/session-expiry";
import { uploadTemplateImage } from "./api/template-tools";
import { getStyleProp, setButtonColor, setLink } from "./editor-ops";
import { ImageUrlDialog } from "./image-url-dialog";
import { LinkDialog } from "./link-dialog";

interface Props {
  template: TemplateDetail | null;
  image: HTMLImageElement | null;
  link: HTMLAnchorElement | null;
  palette: string[];
  onCloseImage: () => void;
  onCloseLink: () => void;
  changed: () => void;
}

async function uploadImage(template: TemplateDetail | null, file: File): Promise<string> {
  if (!template) throw new Error("No template loaded");
  const dataUrl = await readImageForUpload(file);
  try {
    return (await uploadTemplateImage(template.id, dataUrl)).url;
  } catch (e) {
    if (e instanceof ApiRequestError && e.status === 401) handleSessionExpired();
    throw new Error(errorMessage(e, "The image could not be uploaded. Please try again."));
  }
}

/** The dialogs that edit one element of the e-mail in place: an image's source, a link's or button's text and target. */
export function EditorElementDialogs({
  template,
  image,
  link,
  palette,
  onCloseImage,
  onCloseLink,
  changed,
}: Props) {
  return (
    <>
      {image && (
        <ImageUrlDialog
          current={image.getAttribute("src") ?? ""}
          onCancel={onCloseImage}
          onUpload={(file) => uploadImage(template, file)}
          onConfirm={(url) => {
            image.setAttribute("src", url);
            image.removeAttribute("srcset");
            onCloseImage();
            changed();
          }}
        />
      )}
      {link && (
        <LinkDialog
          isButton={link.classList.contains("bm-btn")}
          label={(link.textContent ?? "").replace(/\s+/g, " ").trim()}
          href={link.getAttribute("href") ?? ""}
          color={getStyleProp(link, "background-color")}
          palette={palette}
          onCancel={onCloseLink}
          onConfirm={(edit) => {
            setLink(link, edit.label, edit.href);
            if (edit.color && link.classList.contains("bm-btn")) setButtonColor(link, edit.color);
            onCloseLink();
            changed();
          }}
        />
      )}
    </>
  );
}
