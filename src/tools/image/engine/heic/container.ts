import { ToolError } from '../../../../core/errors.js';
import { box, cstring, fourcc, fullBox, i32, u16, u32, u8 } from './boxes.js';
import { NAL_PPS, NAL_SPS, NAL_VPS } from './hevc.js';
import type { NalUnit, SpsFacts } from './hevc.js';
import type { KeptMetadata } from '../kept-metadata.js';

/**
 * The pictures of one HEIC: a single coded image, or the tiles of a grid (ISO/IEC 23008-12 6.6.2.3), every tile coded
 * at the SPS's size with the same parameter sets, in raster order.
 */
export interface HeicContent {
  /** VPS, SPS and PPS, which go into hvcC rather than into the data. */
  parameterSets: NalUnit[];
  sps: SpsFacts;
  /** Each picture's slice NAL units (no start codes, no length prefixes). */
  pictures: Buffer[][];
  /** The image to show; smaller than the coded picture (or the grid of them) where that was padded. */
  width: number;
  height: number;
  /** Present when `pictures` are the tiles of a grid. */
  grid?: { rows: number; columns: number };
  /** `metadata=keep`: EXIF and XMP as items describing the image, the ICC profile as its colr 'prof'. */
  metadata?: KeptMetadata;
}

const BRANDS = ['mif1', 'heic'];

/**
 * colr 'nclx' of every picture written here: BT.709 primaries with the sRGB transfer (sRGB itself), the BT.601
 * matrix and full range, the same values the encoder is told for its VUI, so a reader of either gets the colours back.
 */
export const SRGB_NCLX = { primaries: 1, transfer: 13, matrix: 6, fullRange: true } as const;
/**
 * The nclx beside a kept ICC profile: the profile says the colours, so primaries and transfer are "unspecified" (2)
 * and only the matrix and range, which turn the coded YCbCr back into the profile's RGB, are given.
 */
export const PROFILED_NCLX = { primaries: 2, transfer: 2, matrix: 6, fullRange: true } as const;

/** hvcC (ISO/IEC 14496-15 8.3.3.1): the decoder configuration, parameter sets included, with 4-byte NAL lengths. */
export function hvcC(sps: SpsFacts, parameterSets: NalUnit[]): Buffer {
  const arrays = [NAL_VPS, NAL_SPS, NAL_PPS].map((type) => {
    const units = parameterSets.filter((u) => u.type === type);
    if (units.length === 0) throw new ToolError('internal', `the HEVC stream has no parameter set of type ${type}`);
    return Buffer.concat([u8(0x80 | type), u16(units.length), ...units.flatMap((u) => [u16(u.bytes.length), u.bytes])]);
  });
  return box(
    'hvcC',
    u8(1),
    sps.profileTierLevel,
    u16(0xf000), // min_spatial_segmentation_idc 0
    u8(0xfc), // parallelismType 0: unknown
    u8(0xfc | sps.chromaFormat),
    u8(0xf8 | (sps.bitDepthLuma - 8)),
    u8(0xf8 | (sps.bitDepthChroma - 8)),
    u16(0), // avgFrameRate: a still has none
    u8((1 << 3) | (1 << 2) | 3), // one temporal layer, temporal id nested, 4-byte lengths
    u8(arrays.length),
    ...arrays,
  );
}

const ispe = (width: number, height: number): Buffer => fullBox('ispe', 0, 0, u32(width), u32(height));

const colr = (nclx: typeof SRGB_NCLX | typeof PROFILED_NCLX): Buffer =>
  box('colr', fourcc('nclx'), u16(nclx.primaries), u16(nclx.transfer), u16(nclx.matrix), u8(nclx.fullRange ? 0x80 : 0));

const pixi = (sps: SpsFacts): Buffer =>
  fullBox('pixi', 0, 0, u8(3), u8(sps.bitDepthLuma), u8(sps.bitDepthChroma), u8(sps.bitDepthChroma));

/**
 * clap cropping the decoded picture to its top-left `width` x `height`. The offsets place the aperture's centre
 * relative to the picture's: half the padding to the left and up, as libheif writes them for padded odd sizes.
 */
function clap(width: number, height: number, codedWidth: number, codedHeight: number): Buffer {
  return box('clap', u32(width), u32(1), u32(height), u32(1), i32(width - codedWidth), u32(2), i32(height - codedHeight), u32(2));
}

/** ImageGrid (23008-12 6.6.2.3.2): 16-bit sizes unless the output needs 32. */
function gridDescriptor(rows: number, columns: number, width: number, height: number): Buffer {
  const wide = width > 0xffff || height > 0xffff;
  const size = wide ? u32 : u16;
  return Buffer.concat([u8(0), u8(wide ? 1 : 0), u8(rows - 1), u8(columns - 1), size(width), size(height)]);
}

interface Item {
  id: number;
  type: 'hvc1' | 'grid' | 'Exif' | 'mime';
  /** A 'mime' item's content type. */
  contentType?: string;
  hidden: boolean;
  data: Buffer;
  /** 1-based indices into ipco, and whether each is essential. */
  properties: [number, boolean][];
}

/** Length-prefixed NAL units: how HEIF stores a coded picture. */
function lengthPrefixed(units: Buffer[]): Buffer {
  return Buffer.concat(units.flatMap((u) => [u32(u.length), u]));
}

function ipma(all: Item[]): Buffer {
  const items = all.filter((item) => item.properties.length > 0);
  const entries = items.map((item) =>
    Buffer.concat([u16(item.id), u8(item.properties.length), ...item.properties.map(([index, essential]) => u8((essential ? 0x80 : 0) | index))]),
  );
  return fullBox('ipma', 0, 0, u32(items.length), ...entries);
}

/** iloc version 0: 4-byte offsets and lengths, one extent per item, all in the file's one mdat. */
function iloc(items: Item[], dataStart: number): Buffer {
  let at = dataStart;
  const entries = items.map((item) => {
    const entry = Buffer.concat([u16(item.id), u16(0), u16(1), u32(at), u32(item.data.length)]);
    at += item.data.length;
    return entry;
  });
  return fullBox('iloc', 0, 0, u8(0x44), u8(0), u16(items.length), ...entries);
}

function meta(items: Item[], properties: Buffer[], dataStart: number, primary: number, references: Buffer[]): Buffer {
  const infos = items.map((item) =>
    fullBox('infe', 2, item.hidden ? 1 : 0, u16(item.id), u16(0), fourcc(item.type), cstring(''), ...(item.contentType ? [cstring(item.contentType)] : [])),
  );
  return fullBox(
    'meta',
    0,
    0,
    fullBox('hdlr', 0, 0, u32(0), fourcc('pict'), u32(0), u32(0), u32(0), cstring('')),
    fullBox('pitm', 0, 0, u16(primary)),
    iloc(items, dataStart),
    fullBox('iinf', 0, 0, u16(items.length), ...infos),
    ...(references.length > 0 ? [fullBox('iref', 0, 0, ...references)] : []),
    box('iprp', box('ipco', ...properties), ipma(items)),
  );
}

/**
 * EXIF (23008-12 A.2.1: a 4-byte offset to the TIFF header, here 0, then the TIFF) and XMP (a 'mime' item of type
 * application/rdf+xml) as items after the pictures, each linked to the primary item (1) by a 'cdsc' reference.
 */
function addMetadataItems(items: Item[], references: Buffer[], kept: KeptMetadata | undefined): void {
  const add = (item: Omit<Item, 'id' | 'hidden' | 'properties'>): void => {
    const id = items.length + 1;
    items.push({ ...item, id, hidden: true, properties: [] });
    references.push(box('cdsc', u16(id), u16(1), u16(1)));
  };
  if (kept?.exif) add({ type: 'Exif', data: Buffer.concat([u32(0), kept.exif]) });
  if (kept?.xmp) add({ type: 'mime', contentType: 'application/rdf+xml', data: kept.xmp });
}

/**
 * Writes a HEIC file: ftyp, meta (hdlr pict, pitm, iloc, iinf, iref for a grid, iprp) and one mdat holding every
 * item's data. A single picture is item 1; a grid is item 1 and its tiles, hidden, are items 2 on. The decoded size
 * comes from the SPS (ispe must match it); the shown size is cropped from it by clap, or by the grid's own size.
 */
export function writeHeic(content: HeicContent): Buffer {
  const { sps, pictures, width, height, grid } = content;
  if (width < 1 || height < 1) throw new ToolError('internal', 'a HEIC needs a picture of at least one pixel');
  const tiles = grid ? grid.rows * grid.columns : 1;
  if (pictures.length !== tiles) throw new ToolError('internal', `the HEVC stream holds ${pictures.length} pictures, not ${tiles}`);
  const fullWidth = grid ? grid.columns * sps.width : sps.width;
  const fullHeight = grid ? grid.rows * sps.height : sps.height;
  if (width > fullWidth || height > fullHeight) throw new ToolError('internal', `the coded pictures do not cover ${width}x${height}`);

  const icc = content.metadata?.icc;
  const properties: Buffer[] = [];
  /** Adds a property to ipco and gives its 1-based index, which ipma refers to. */
  const property = (p: Buffer): number => properties.push(p);
  const decoderConfig = property(hvcC(sps, content.parameterSets));
  const codedSize = property(ispe(sps.width, sps.height));
  // The profile before the nclx: readers that take only the first colr box (exifr, older viewers) find the profile.
  const profile = icc ? property(box('colr', fourcc('prof'), icc)) : undefined;
  const colours: [number, boolean][] = [
    ...(profile ? [[profile, false] as [number, boolean]] : []),
    [property(colr(icc ? PROFILED_NCLX : SRGB_NCLX)), false],
    [property(pixi(sps)), false],
  ];
  const described: [number, boolean][] = [[decoderConfig, true], [codedSize, false], ...colours];
  const items: Item[] = [];
  const references: Buffer[] = [];
  if (grid) {
    if (grid.rows > 256 || grid.columns > 256) throw new ToolError('internal', 'a HEIF grid has at most 256 rows and columns');
    const gridProps: [number, boolean][] = [[property(ispe(width, height)), false], ...colours];
    items.push({ id: 1, type: 'grid', hidden: false, data: gridDescriptor(grid.rows, grid.columns, width, height), properties: gridProps });
    pictures.forEach((units, i) => items.push({ id: i + 2, type: 'hvc1', hidden: true, data: lengthPrefixed(units), properties: described }));
    references.push(box('dimg', u16(1), u16(tiles), ...pictures.map((_, i) => u16(i + 2))));
  } else {
    const props = [...described];
    if (width !== sps.width || height !== sps.height) {
      // A transformative property: after the descriptive ones, and essential, so a reader that ignores it refuses.
      props.push([property(clap(width, height, sps.width, sps.height)), true]);
    }
    items.push({ id: 1, type: 'hvc1', hidden: false, data: lengthPrefixed(pictures[0]), properties: props });
  }
  addMetadataItems(items, references, content.metadata);

  const ftyp = box('ftyp', fourcc('heic'), u32(0), ...BRANDS.map(fourcc));
  // The meta box's size does not depend on the offsets it holds, so a first pass with offset 0 measures it.
  const metaSize = meta(items, properties, 0, 1, references).length;
  const dataStart = ftyp.length + metaSize + 8;
  const mdat = box('mdat', ...items.map((item) => item.data));
  return Buffer.concat([ftyp, meta(items, properties, dataStart, 1, references), mdat]);
}
