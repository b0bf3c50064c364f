import { describe, expect, it } from 'vitest';
import { writeHeic } from '../../../src/tools/image/engine/heic/container.js';
import { NAL_PPS, NAL_SPS, NAL_VPS, readSps, splitAnnexB } from '../../../src/tools/image/engine/heic/hevc.js';
import { crfFor, heicLayout } from '../../../src/tools/image/engine/heic/layout.js';

/**
 * One 38x22 picture as the shipped ffmpeg's x265 wrote it (`-f hevc`, Main profile, one IDR): VPS, SPS, PPS and one
 * slice. x265 coded 40x24 and set a conformance window of one chroma sample right and bottom.
 */
const STREAM = Buffer.from(
  '0000000140010c01ffff01600000030090000003000003001e9280900000000142010101600000030090000003000003001ea05219d56592aaf2b9b' +
    '80868302000000300200000030021000000014401c173d1890000012801af1f46c6f47324bfffd996cbff47cdbffbe799ababafcdb380ea42ff' +
    '586b7e31fd14d24e0597a17222f7df1de0ff922c9a9ec3a0b8c5d6ae52b6ccb387436e1f88afc270',
  'hex',
);

interface Box {
  type: string;
  start: number;
  /** Payload, after the 8-byte header. */
  body: Buffer;
}

/** A reader of our own, for the test: the boxes directly inside `bytes`. */
function boxes(bytes: Buffer, base = 0): Box[] {
  const out: Box[] = [];
  let at = 0;
  while (at < bytes.length) {
    const size = bytes.readUInt32BE(at);
    expect(size).toBeGreaterThanOrEqual(8);
    expect(at + size).toBeLessThanOrEqual(bytes.length);
    out.push({ type: bytes.toString('latin1', at + 4, at + 8), start: base + at, body: bytes.subarray(at + 8, at + size) });
    at += size;
  }
  return out;
}

function child(list: Box[], type: string): Box {
  const found = list.find((b) => b.type === type);
  if (!found) throw new Error(`no ${type} box among ${list.map((b) => b.type).join(',')}`);
  return found;
}

/** Children of a full box (4 bytes of version and flags before them). */
const inner = (b: Box, skip = 4): Box[] => boxes(b.body.subarray(skip), b.start + 8 + skip);

interface Parsed {
  file: Buffer;
  top: Box[];
  meta: Box[];
  ipco: Box[];
  /** item id → its associated property boxes (type, essential). */
  props: Map<number, { type: string; essential: boolean; body: Buffer }[]>;
  /** item id → [offset, length], read from iloc. */
  extents: Map<number, [number, number]>;
  infe: { id: number; type: string; hidden: boolean }[];
}

function parse(file: Buffer): Parsed {
  const top = boxes(file);
  const meta = inner(child(top, 'meta'));
  const iprp = boxes(child(meta, 'iprp').body);
  const ipco = boxes(child(iprp, 'ipco').body);
  const ipma = child(iprp, 'ipma').body;
  const props = new Map<number, { type: string; essential: boolean; body: Buffer }[]>();
  let at = 4;
  const items = ipma.readUInt32BE(at);
  at += 4;
  for (let i = 0; i < items; i++) {
    const id = ipma.readUInt16BE(at);
    const n = ipma[at + 2];
    at += 3;
    const list = [];
    for (let k = 0; k < n; k++, at++) list.push({ type: ipco[(ipma[at] & 0x7f) - 1].type, essential: (ipma[at] & 0x80) !== 0, body: ipco[(ipma[at] & 0x7f) - 1].body });
    props.set(id, list);
  }
  const iloc = child(meta, 'iloc').body;
  expect(iloc[4]).toBe(0x44);
  const extents = new Map<number, [number, number]>();
  for (let i = 0, p = 8; i < iloc.readUInt16BE(6); i++, p += 14) {
    expect(iloc.readUInt16BE(p + 4)).toBe(1);
    extents.set(iloc.readUInt16BE(p), [iloc.readUInt32BE(p + 6), iloc.readUInt32BE(p + 10)]);
  }
  const infe = inner(child(meta, 'iinf'), 6).map((b) => ({ id: b.body.readUInt16BE(4), type: b.body.toString('latin1', 8, 12), hidden: (b.body[3] & 1) === 1 }));
  return { file, top, meta, ipco, props, extents, infe };
}

/** The NAL units an item's extent holds, each read from its 4-byte length. */
function nalsAt(file: Buffer, [offset, length]: [number, number]): Buffer[] {
  const out: Buffer[] = [];
  for (let at = offset; at < offset + length; ) {
    const n = file.readUInt32BE(at);
    out.push(file.subarray(at + 4, at + 4 + n));
    at += 4 + n;
  }
  expect(out.reduce((s, u) => s + 4 + u.length, 0)).toBe(length);
  return out;
}

const units = splitAnnexB(STREAM);
const parameterSets = units.filter((u) => u.type >= 32);
const slice = units.filter((u) => u.type < 32).map((u) => u.bytes);
const sps = readSps(units.find((u) => u.type === NAL_SPS)!.bytes);

describe('HEVC stream reading', () => {
  it('splits the Annex-B stream into VPS, SPS, PPS and one IDR slice, with no start code bytes left on them', () => {
    expect(units.map((u) => u.type)).toEqual([NAL_VPS, NAL_SPS, NAL_PPS, 20]);
    for (const u of units) expect(u.bytes.subarray(-1)[0]).not.toBe(0);
    // Four-byte start codes and padding zeros between units are not part of any unit.
    const padded = Buffer.concat([Buffer.from([0, 0, 0, 1]), units[0].bytes, Buffer.from([0, 0, 0, 0, 0, 1]), units[3].bytes, Buffer.from([0, 0])]);
    expect(splitAnnexB(padded).map((u) => u.bytes)).toEqual([units[0].bytes, units[3].bytes]);
  });

  it('reads the shown size (coded 40x24 less the conformance window), 4:2:0, 8 bits and the Main profile from the SPS', () => {
    expect([sps.width, sps.height]).toEqual([38, 22]);
    expect([sps.chromaFormat, sps.bitDepthLuma, sps.bitDepthChroma]).toEqual([1, 8, 8]);
    expect(sps.profileTierLevel[0] & 0x1f).toBe(1);
    expect(sps.profileTierLevel).toHaveLength(12);
  });
});

describe('the HEIC box writer', () => {
  it('writes ftyp heic/mif1, then meta and mdat, with the item extent pointing at the slice inside mdat', () => {
    const p = parse(writeHeic({ parameterSets, sps, pictures: [slice], width: 37, height: 21 }));
    expect(p.top.map((b) => b.type)).toEqual(['ftyp', 'meta', 'mdat']);
    const ftyp = child(p.top, 'ftyp').body;
    expect(ftyp.toString('latin1', 0, 4)).toBe('heic');
    expect(ftyp.toString('latin1', 8)).toBe('mif1heic');
    expect(p.meta.map((b) => b.type)).toEqual(['hdlr', 'pitm', 'iloc', 'iinf', 'iprp']);
    expect(child(p.meta, 'hdlr').body.toString('latin1', 8, 12)).toBe('pict');
    expect(child(p.meta, 'pitm').body.readUInt16BE(4)).toBe(1);
    expect(p.infe).toEqual([{ id: 1, type: 'hvc1', hidden: false }]);
    const [offset, length] = p.extents.get(1)!;
    const mdat = child(p.top, 'mdat');
    expect(offset).toBe(mdat.start + 8);
    expect(offset + length).toBe(p.file.length);
    expect(nalsAt(p.file, [offset, length])).toEqual(slice);
  });

  it('describes the picture: hvcC with the parameter sets, ispe of the decoded size, nclx sRGB, pixi, and an essential clap to the odd size', () => {
    const p = parse(writeHeic({ parameterSets, sps, pictures: [slice], width: 37, height: 21 }));
    const props = p.props.get(1)!;
    expect(props.map((x) => [x.type, x.essential])).toEqual([['hvcC', true], ['ispe', false], ['colr', false], ['pixi', false], ['clap', true]]);
    const hvcc = props[0].body;
    expect(hvcc[0]).toBe(1);
    expect(hvcc.subarray(1, 13)).toEqual(sps.profileTierLevel);
    expect(hvcc[16] & 3).toBe(1); // 4:2:0
    expect(hvcc[21] & 3).toBe(3); // 4-byte NAL lengths
    expect(hvcc[22]).toBe(3);
    let at = 23;
    const stored: Buffer[] = [];
    for (let a = 0; a < 3; a++) {
      const count = hvcc.readUInt16BE(at + 1);
      at += 3;
      for (let k = 0; k < count; k++) {
        const n = hvcc.readUInt16BE(at);
        stored.push(hvcc.subarray(at + 2, at + 2 + n));
        at += 2 + n;
      }
    }
    expect(at).toBe(hvcc.length);
    expect(stored).toEqual(parameterSets.map((u) => u.bytes));
    expect([props[1].body.readUInt32BE(4), props[1].body.readUInt32BE(8)]).toEqual([38, 22]);
    expect(props[2].body.toString('latin1', 0, 4)).toBe('nclx');
    expect([props[2].body.readUInt16BE(4), props[2].body.readUInt16BE(6), props[2].body.readUInt16BE(8), props[2].body[10] >> 7]).toEqual([1, 13, 6, 1]);
    const clap = props[4].body;
    // 37x21 out of 38x22, centred half a pixel up and left of the picture's centre: the top-left 37x21.
    expect([0, 4, 8, 12, 16, 20, 24, 28].map((o) => clap.readInt32BE(o))).toEqual([37, 1, 21, 1, -1, 2, -1, 2]);
  });

  it('leaves clap out when the picture is shown at its decoded size', () => {
    const p = parse(writeHeic({ parameterSets, sps, pictures: [slice], width: 38, height: 22 }));
    expect(p.props.get(1)!.map((x) => x.type)).toEqual(['hvcC', 'ispe', 'colr', 'pixi']);
  });

  it('writes a grid: item 1 of type grid with its output size, the tiles hidden and referenced by dimg in raster order', () => {
    const tiles = Array.from({ length: 6 }, (_, i) => [Buffer.concat([slice[0], Buffer.from([i + 1])])]);
    const p = parse(writeHeic({ parameterSets, sps, pictures: tiles, width: 100, height: 40, grid: { rows: 2, columns: 3 } }));
    expect(p.meta.map((b) => b.type)).toEqual(['hdlr', 'pitm', 'iloc', 'iinf', 'iref', 'iprp']);
    expect(p.infe).toEqual([{ id: 1, type: 'grid', hidden: false }, ...[2, 3, 4, 5, 6, 7].map((id) => ({ id, type: 'hvc1', hidden: true }))]);
    const dimg = boxes(child(p.meta, 'iref').body.subarray(4))[0];
    expect(dimg.type).toBe('dimg');
    expect([0, 2, 4, 6, 8, 10, 12, 14].map((o) => dimg.body.readUInt16BE(o))).toEqual([1, 6, 2, 3, 4, 5, 6, 7]);
    const grid = p.file.subarray(...(([o, l]) => [o, o + l])(p.extents.get(1)!));
    expect([...grid]).toEqual([0, 0, 1, 2, 0, 100, 0, 40]);
    const gridProps = p.props.get(1)!;
    expect(gridProps.map((x) => x.type)).toEqual(['ispe', 'colr', 'pixi']);
    expect([gridProps[0].body.readUInt32BE(4), gridProps[0].body.readUInt32BE(8)]).toEqual([100, 40]);
    for (let i = 0; i < 6; i++) {
      expect(p.props.get(i + 2)!.map((x) => [x.type, x.essential])).toEqual([['hvcC', true], ['ispe', false], ['colr', false], ['pixi', false]]);
      expect(nalsAt(p.file, p.extents.get(i + 2)!)).toEqual(tiles[i]);
    }
  });

  it('refuses pictures that do not cover the size shown or a grid missing tiles', () => {
    expect(() => writeHeic({ parameterSets, sps, pictures: [slice], width: 39, height: 22 })).toThrow('do not cover');
    expect(() => writeHeic({ parameterSets, sps, pictures: [slice], width: 100, height: 50, grid: { rows: 2, columns: 3 } })).toThrow('not 6');
  });
});

describe('the HEIC layout', () => {
  it('codes a picture up to HEVC level 5.1 whole, padded to even sides, and a larger one as 512-pixel tiles', () => {
    expect(heicLayout(37, 21)).toEqual({ paddedWidth: 38, paddedHeight: 22, grid: null });
    expect(heicLayout(1, 1)).toEqual({ paddedWidth: 16, paddedHeight: 16, grid: null });
    expect(heicLayout(3840, 2160).grid).toBeNull();
    // A 12 MP phone photo: 8 x 6 tiles, as an iPhone writes it.
    expect(heicLayout(4032, 3024)).toEqual({ paddedWidth: 4096, paddedHeight: 3072, grid: { rows: 6, columns: 8 } });
    // Few pixels but a side past level 5.1's longest.
    expect(heicLayout(9000, 100).grid).toEqual({ rows: 1, columns: 18 });
    expect(() => heicLayout(140_000, 600)).toThrow('at most 131072 pixels a side');
  });

  it('maps quality to x265 CRF as libheif does', () => {
    expect([crfFor(100), crfFor(50), crfFor(1)]).toEqual([0, 25, 49]);
  });
});
