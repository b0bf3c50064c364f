import { DecodeRefusal } from './protocol.js';

const CODESTREAM = [0xff, 0x0a];
const CONTAINER = Buffer.from([0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c, 0x20, 0x0d, 0x0a, 0x87, 0x0a]);

/** LSB-first bit reader, as the JPEG XL codestream is written. */
class Bits {
  #at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  read(n: number): number {
    let v = 0;
    for (let i = 0; i < n; i++) {
      const byte = this.bytes[this.#at >> 3];
      if (byte === undefined) throw new DecodeRefusal('invalid_input', 'the JPEG XL header is truncated');
      v += ((byte >> (this.#at & 7)) & 1) * 2 ** i;
      this.#at++;
    }
    return v;
  }
}

function dimension(bits: Bits, small: boolean): number {
  if (small) return (bits.read(5) + 1) * 8;
  const width = [9, 13, 18, 30][bits.read(2)];
  return bits.read(width) + 1;
}

/** The codestream's start: itself, or the payload of the container's first jxlc/jxlp box. */
function codestreamOf(bytes: Uint8Array): Uint8Array {
  if (bytes[0] === CODESTREAM[0] && bytes[1] === CODESTREAM[1]) return bytes;
  if (!Buffer.from(bytes.subarray(0, 12)).equals(CONTAINER)) throw new DecodeRefusal('invalid_input', 'not a JPEG XL file');
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  while (at + 8 <= view.length) {
    let size = view.readUInt32BE(at);
    const type = view.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > view.length) break;
      size = Number(view.readBigUInt64BE(at + 8));
      header = 16;
    }
    if (type === 'jxlc') return bytes.subarray(at + header);
    // A partial codestream box carries a 4-byte sequence number before its bytes.
    if (type === 'jxlp') return bytes.subarray(at + header + 4);
    if (size === 0 || size < header) break;
    at += size;
  }
  throw new DecodeRefusal('invalid_input', 'the JPEG XL container holds no codestream');
}

const RATIOS: Record<number, [number, number]> = { 1: [1, 1], 2: [12, 10], 3: [4, 3], 4: [3, 2], 5: [16, 9], 6: [5, 4], 7: [2, 1] };

/** The size a JPEG XL declares in its SizeHeader, read before anything is decoded so a pixel bomb is refused. */
export function jxlSize(bytes: Uint8Array): { width: number; height: number } {
  const stream = codestreamOf(bytes);
  if (stream[0] !== CODESTREAM[0] || stream[1] !== CODESTREAM[1]) throw new DecodeRefusal('invalid_input', 'not a JPEG XL codestream');
  const bits = new Bits(stream.subarray(2));
  const small = bits.read(1) === 1;
  const height = dimension(bits, small);
  const ratio = bits.read(3);
  if (ratio === 0) return { width: dimension(bits, small), height };
  const [num, den] = RATIOS[ratio];
  return { width: Math.floor((height * num) / den), height };
}
