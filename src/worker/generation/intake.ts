/**
 * The engine's door for pictures that arrive from outside it: an uploaded logo, campaign images, a logo taken from a
 * site, an image dropped into the editor. Every one is decoded within the image budget and written again from its
 * pixels, so what is stored is the engine's own bytes; what it will not take throws ImageRefusedError (a 4xx).
 */
import { decodeImage, encodeJpeg, encodePng } from "./assets/raster";
import { analyseLogo, LOGO_FIT } from "./assets/logo";
import type { LogoFacts } from "../../shared/facts";
import { logoPalette } from "../../shared/logo-palette";

export { ImageRefusedError } from "./assets/image-refused";
export { MAX_CAMPAIGN_IMAGES } from "./assets";
export { convertLogoUpload } from "./assets/logo";
export { fetchSiteLogo, SiteLogoRefused } from "./assets/site-logo";
export { reencodeEditorImage, type ReencodedImage } from "./assets/editor-upload";

/** The stored width of a campaign image: twice the widest it is shown (the 600 px hero). */
const CAMPAIGN_IMAGE_WIDTH = 1200;

/** A campaign image as stored with the job: a JPEG at most 1200 px wide; the asset stage crops it for the e-mail. */
export async function campaignImageJpeg(bytes: Uint8Array): Promise<Uint8Array> {
  const { pixels } = await decodeImage(bytes, 4096, CAMPAIGN_IMAGE_WIDTH);
  return encodeJpeg(pixels, 600 * 1024);
}

export interface KitLogoImage {
  png: Uint8Array;
  /** Measured once: luminance, transparency and the like, then the logo's own colours. */
  analysis: LogoFacts;
  palette: string[];
}

/** A brand kit's original logo: a PNG at most LOGO_FIT px wide, measured once (luminance, colours). */
export async function kitLogoImage(bytes: Uint8Array): Promise<KitLogoImage> {
  const { pixels } = await decodeImage(bytes, 4096, LOGO_FIT);
  return {
    png: encodePng(pixels),
    analysis: analyseLogo(pixels),
    palette: logoPalette(pixels.data).slice(0, 5),
  };
}
