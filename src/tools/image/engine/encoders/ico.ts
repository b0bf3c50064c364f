/** One icon image: a square PNG of `size` pixels (1–256). */
export interface IcoImage {
  size: number;
  png: Buffer;
}

const ICONDIR_BYTES = 6;
const ICONDIRENTRY_BYTES = 16;

/**
 * Builds a Windows .ico that embeds PNG images (supported by Windows Vista and later and by every browser):
 * ICONDIR, one ICONDIRENTRY per image, then the PNG streams. Sizes of 256 are written as 0, as the format asks.
 */
export function encodeIco(images: readonly IcoImage[]): Buffer {
  if (images.length === 0 || images.length > 0xffff) throw new Error('ico: need between 1 and 65535 images');
  const header = Buffer.alloc(ICONDIR_BYTES + ICONDIRENTRY_BYTES * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon (2 would be cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((img, i) => {
    if (!Number.isInteger(img.size) || img.size < 1 || img.size > 256) throw new Error(`ico: bad size ${img.size}`);
    const at = ICONDIR_BYTES + ICONDIRENTRY_BYTES * i;
    header.writeUInt8(img.size % 256, at); // width, 0 means 256
    header.writeUInt8(img.size % 256, at + 1); // height
    header.writeUInt8(0, at + 2); // palette size: none
    header.writeUInt8(0, at + 3); // reserved
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(img.png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += img.png.length;
  });
  return Buffer.concat([header, ...images.map((img) => img.png)]);
}
