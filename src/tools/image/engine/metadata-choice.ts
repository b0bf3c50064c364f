import sharp, { type Sharp } from 'sharp';
import { z } from 'zod';

/**
 * Keep or strip the file's own metadata (issue 39). Left out it means strip, as every image tool did before, and it
 * has no default so the catalogue's published defaults of the tools that take it stay as they were.
 */
export const metadataParam = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .enum(['strip', 'keep'])
      .optional()
      .describe('strip (the default) removes EXIF, XMP, IPTC and the colour profile; keep carries them into the result'),
  );

/** The `metadata` parameter added to a tool's own. */
export const metadataShape = { metadata: metadataParam() };

/** Whether the step's parameters ask to keep the metadata; tools without the parameter always strip. */
export function keepsMetadata(params: unknown): boolean {
  return typeof params === 'object' && params !== null && (params as { metadata?: unknown }).metadata === 'keep';
}

/**
 * libvips keeps EXIF, XMP, IPTC and the ICC profile as they are (pixels stay in the profile's colour space, so
 * colours stay right in a viewer that reads it). The EXIF orientation is reset, since the pixels were already turned
 * upright when opened. A HEIC, JPEG XL or RAW input reaches sharp as the decoder's TIFF, without the camera's EXIF:
 * a HEIC's TIFF carries its ICC profile, which is kept; JPEG XL and RAW are decoded to sRGB and keep nothing.
 */
export function withChosenMetadata(img: Sharp, params: unknown): Sharp {
  return keepsMetadata(params) ? img.keepMetadata() : img;
}

/**
 * Whether a file holds metadata that says something about its owner (EXIF, with its GPS and camera serial, XMP or
 * IPTC), so that handing the file back unchanged would break a `strip`. A file sharp cannot read counts as holding it.
 */
export async function holdsPersonalMetadata(path: string): Promise<boolean> {
  try {
    const m = await sharp(path).metadata();
    return Boolean(m.exif || m.xmp || m.iptc);
  } catch {
    return true;
  }
}
