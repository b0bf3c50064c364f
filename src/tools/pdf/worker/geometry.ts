/** Page arithmetic without mupdf or pdf-lib, so the service's enqueue checks can share it with the worker. */

/** A /Rotate angle as 0, 90, 180 or 270 (PDF allows any multiple of 90, negative ones too). */
export const normaliseRotation = (deg: number): number => ((Math.round(deg / 90) * 90) % 360 + 360) % 360;
