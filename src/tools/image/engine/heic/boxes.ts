/** Big-endian field writers and ISO base media file format boxes (ISO/IEC 14496-12), as HEIF is built of them. */

export const u8 = (n: number): Buffer => Buffer.from([n & 0xff]);

export function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
}

export function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

export function i32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
}

export const fourcc = (code: string): Buffer => {
  if (code.length !== 4) throw new Error(`box type ${code} is not four characters`);
  return Buffer.from(code, 'latin1');
};

/** A NUL-terminated UTF-8 string. */
export const cstring = (text: string): Buffer => Buffer.concat([Buffer.from(text, 'utf8'), u8(0)]);

/** size, type, payload. Every box here is far under 4 GiB, so the 64-bit size form is never needed. */
export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), fourcc(type), body]);
}

/** A box whose payload starts with a version byte and 24 bits of flags. */
export function fullBox(type: string, version: number, flags: number, ...payload: Buffer[]): Buffer {
  return box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...payload);
}
