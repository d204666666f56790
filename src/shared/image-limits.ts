/**
 * The most pixels the server decodes from one uploaded raster image (4 megapixels, for example 2400 x 1600): what an
 * isolate's memory allows (src/worker/generation/assets/image-info.ts). The browser redraws larger pictures smaller
 * before sending them, so a phone photo still goes through.
 */
export const MAX_DECODE_PIXELS = 4_000_000;
