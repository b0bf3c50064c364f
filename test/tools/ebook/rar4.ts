import { crc32 } from 'node:zlib';

/**
 * A RAR 4.x archive of stored (uncompressed, method 0x30) files, written from the format's description (no free
 * program writes RAR): the marker block, the main archive header, then per file a FILE_HEAD (packed and unpacked size,
 * host OS, CRC32 of the data, DOS time, version 2.0 to extract, method, name, attributes) followed by its bytes, and
 * the end-of-archive block. Each header starts with the low 16 bits of the CRC32 of the header after that field.
 * `size` overrides a file's declared unpacked size (a lying header).
 */
export function storedRar4(entries: Array<{ name: string; data: Buffer; size?: number }>): Buffer {
  const parts = [Buffer.from('Rar!\x1a\x07\x00', 'latin1'), block(0x73, 0x0000, Buffer.alloc(6))];
  for (const { name, data, size } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const body = Buffer.alloc(25 + nameBytes.length);
    body.writeUInt32LE(data.length, 0); // PACK_SIZE
    body.writeUInt32LE(size ?? data.length, 4); // UNP_SIZE
    body.writeUInt8(3, 8); // HOST_OS: Unix, so ATTR is a file mode
    body.writeUInt32LE(crc32(data) >>> 0, 9); // FILE_CRC
    body.writeUInt32LE(0x5b7a0000, 13); // FTIME (DOS date and time)
    body.writeUInt8(20, 17); // UNP_VER 2.0
    body.writeUInt8(0x30, 18); // METHOD: store
    body.writeUInt16LE(nameBytes.length, 19); // NAME_SIZE
    body.writeUInt32LE(0o100644, 21); // ATTR: a regular file
    nameBytes.copy(body, 25);
    // 0x8000: the block is followed by data (PACK_SIZE bytes).
    parts.push(block(0x74, 0x8000, body), data);
  }
  parts.push(block(0x7b, 0x4000, Buffer.alloc(0)));
  return Buffer.concat(parts);
}

function block(type: number, flags: number, body: Buffer): Buffer {
  const out = Buffer.alloc(7 + body.length);
  out.writeUInt8(type, 2);
  out.writeUInt16LE(flags, 3);
  out.writeUInt16LE(out.length, 5);
  body.copy(out, 7);
  out.writeUInt16LE(crc32(out.subarray(2)) & 0xffff, 0);
  return out;
}
