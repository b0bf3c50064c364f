/** Page arithmetic without mupdf or pdf-lib, so the service's enqueue checks can share it with the worker. */

/** A /Rotate angle as 0, 90, 180 or 270 (PDF allows any multiple of 90, negative ones too). */
export const normaliseRotation = (deg: number): number => ((Math.round(deg / 90) * 90) % 360 + 360) % 360;

/** Pixel size of a w×h pt page rendered at `scale`, the same at enqueue and in the worker. */
export function renderedSize([w, h]: readonly [number, number], scale: number): [number, number] {
  // The epsilon keeps 14400 pt × 150/72 at 30000 px rather than 30001 through rounding noise.
  return [Math.ceil(w * scale - 1e-6), Math.ceil(h * scale - 1e-6)];
}

/** A crop area in points from the top-left corner of the page as displayed. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Which side of `rect` reaches past a w×h pt page, if any (0.01 pt of slack for page sizes given rounded). */
export function cropOverflow(rect: CropRect, [w, h]: readonly [number, number]): 'width' | 'height' | undefined {
  if (rect.x + rect.width > w + 0.01) return 'width';
  if (rect.y + rect.height > h + 0.01) return 'height';
  return undefined;
}
