import { writeFile } from 'node:fs/promises';
import { TIFF_TYPE, writeTiff } from '../../../src/tools/image/engine/encoders/tiff.js';

/** Which colour the scene has at (x, y): a green 16x16 block in the top-left corner, red left, blue right. */
export function rawScene(x: number, y: number, width: number): 'red' | 'green' | 'blue' {
  if (x < 16 && y < 16) return 'green';
  return x < width / 2 ? 'red' : 'blue';
}

const BRIGHT = 40000;
const DARK = 1500;

/**
 * Writes a camera-raw DNG by hand (DNG is TIFF): an uncompressed 16-bit RGGB Bayer mosaic of rawScene, whose colour
 * matrix maps XYZ to linear sRGB so that the camera's red, green and blue are sRGB's, and a neutral white balance.
 * Nothing but LibRaw's own development stands between these numbers and the decoded pixels.
 */
export async function writeDng(path: string, { width = 64, height = 32, orientation = 1 } = {}): Promise<void> {
  const strip = Buffer.alloc(width * height * 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const site = y % 2 === 0 ? (x % 2 === 0 ? 'red' : 'green') : x % 2 === 0 ? 'green' : 'blue';
      strip.writeUInt16LE(rawScene(x, y, width) === site ? BRIGHT : DARK, (y * width + x) * 2);
    }
  }
  // XYZ (D65) to linear sRGB, as signed rationals over 10000.
  const xyzToSrgb = [32406, -15372, -4986, -9689, 18758, 415, 557, -2040, 10570].flatMap((v) => [v, 10000]);
  const dng = writeTiff(
    [
      { tag: 254, type: TIFF_TYPE.long, values: [0] },
      { tag: 256, type: TIFF_TYPE.long, values: [width] },
      { tag: 257, type: TIFF_TYPE.long, values: [height] },
      { tag: 258, type: TIFF_TYPE.short, values: [16] },
      { tag: 259, type: TIFF_TYPE.short, values: [1] },
      { tag: 262, type: TIFF_TYPE.short, values: [32803] },
      { tag: 271, type: TIFF_TYPE.ascii, values: 'Gametools' },
      { tag: 272, type: TIFF_TYPE.ascii, values: 'Test Sensor' },
      { tag: 274, type: TIFF_TYPE.short, values: [orientation] },
      { tag: 277, type: TIFF_TYPE.short, values: [1] },
      { tag: 278, type: TIFF_TYPE.long, values: [height] },
      { tag: 284, type: TIFF_TYPE.short, values: [1] },
      { tag: 33421, type: TIFF_TYPE.short, values: [2, 2] },
      { tag: 33422, type: TIFF_TYPE.byte, values: [0, 1, 1, 2] },
      { tag: 50706, type: TIFF_TYPE.byte, values: [1, 4, 0, 0] },
      { tag: 50707, type: TIFF_TYPE.byte, values: [1, 1, 0, 0] },
      { tag: 50708, type: TIFF_TYPE.ascii, values: 'Gametools Test Sensor' },
      { tag: 50714, type: TIFF_TYPE.long, values: [0] },
      { tag: 50717, type: TIFF_TYPE.long, values: [65535] },
      { tag: 50721, type: TIFF_TYPE.srational, values: xyzToSrgb },
      { tag: 50728, type: TIFF_TYPE.rational, values: [1, 1, 1, 1, 1, 1] },
      { tag: 50778, type: TIFF_TYPE.short, values: [21] },
    ],
    strip,
  );
  await writeFile(path, dng);
}
