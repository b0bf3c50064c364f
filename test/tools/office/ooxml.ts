/**
 * Office documents written by the tests themselves, part by part (the smallest OOXML and ODF packages LibreOffice and
 * mammoth read), so that every assertion is about text and cells the test chose, never a stored output.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

export type Parts = Record<string, string | Buffer>;

/** Writes `parts` as a ZIP at `path` (the first part first, as ODF wants its mimetype). */
export async function writePackage(path: string, parts: Parts, opts: { store?: readonly string[] } = {}): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [name, body] of Object.entries(parts)) {
    zip.addBuffer(Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'), name, { compress: !opts.store?.includes(name) });
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
  return path;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const DOCM_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

export const para = (text: string): string => `<w:p><w:r><w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;

export function table(rows: readonly (readonly string[])[]): string {
  const tr = rows.map((cells) => `<w:tr>${cells.map((c) => `<w:tc><w:tcPr><w:tcW w:w="2000" w:type="dxa"/></w:tcPr>${para(c)}</w:tc>`).join('')}</w:tr>`);
  return `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid>${rows[0].map(() => '<w:gridCol w:w="2000"/>').join('')}</w:tblGrid>${tr.join('')}</w:tbl>`;
}

export interface DocxOptions {
  /** Extra relationships of word/document.xml (id, type, target, external?). */
  rels?: readonly { id: string; type: string; target: string; external?: boolean }[];
  /** Extra parts (e.g. word/vbaProject.bin) and their content types. */
  extra?: Parts;
  overrides?: Record<string, string>;
  macroEnabled?: boolean;
}

/** A .docx whose body is `body` (WordprocessingML paragraphs and tables). */
export function docxParts(body: string, opts: DocxOptions = {}): Parts {
  const overrides = { '/word/document.xml': opts.macroEnabled ? DOCM_MAIN : DOCX_MAIN, ...opts.overrides };
  const rels = (opts.rels ?? [])
    .map((r) => `<Relationship Id="${r.id}" Type="${r.type}" Target="${esc(r.target)}"${r.external ? ' TargetMode="External"' : ''}/>`)
    .join('');
  return {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/><Default Extension="png" ContentType="image/png"/>${Object.entries(overrides).map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`).join('')}</Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/document.xml': `${XML}<w:document xmlns:w="${W}" xmlns:r="${REL}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="0" w:footer="0" w:gutter="0"/></w:sectPr></w:body></w:document>`,
    'word/_rels/document.xml.rels': `${XML}<Relationships xmlns="${PKG_REL}">${rels}</Relationships>`,
    ...opts.extra,
  };
}

/** A picture in the body that points at relationship `rid` by link (r:link) or embeds it (r:embed). */
export function picture(rid: string, how: 'link' | 'embed', cx = 1905000, cy = 1905000): string {
  return `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="${cx}" cy="${cy}"/><wp:docPr id="1" name="Picture 1"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="p.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:${how}="${rid}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
}

/** A field whose instruction is `instr` (INCLUDETEXT "…", INCLUDEPICTURE "…"), with a cached result. */
export function field(instr: string, cached: string): string {
  return `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ${esc(instr)} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>${esc(cached)}</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;
}

const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A cell reference (0-based column and row) such as B3. */
export function cellRef(col: number, row: number): string {
  let name = '';
  for (let c = col + 1; c > 0; c = Math.floor((c - 1) / 26)) name = String.fromCharCode(65 + ((c - 1) % 26)) + name;
  return `${name}${row + 1}`;
}

export interface Sheet {
  name: string;
  /** Rows of cells: a number is a number cell, a string an inline string. */
  rows: readonly (readonly (string | number)[])[];
  /** Replaces the <dimension> element's range (a claim, not cells). */
  dimension?: string;
}

function sheetXml(sheet: Sheet): string {
  const rows = sheet.rows.map(
    (cells, r) =>
      `<row r="${r + 1}">${cells
        .map((v, c) =>
          typeof v === 'number'
            ? `<c r="${cellRef(c, r)}"><v>${v}</v></c>`
            : `<c r="${cellRef(c, r)}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`,
        )
        .join('')}</row>`,
  );
  const dim = sheet.dimension ? `<dimension ref="${sheet.dimension}"/>` : '';
  return `${XML}<worksheet xmlns="${S}">${dim}<sheetData>${rows.join('')}</sheetData></worksheet>`;
}

/** An .xlsx with these sheets; `raw` replaces a sheet part's bytes (a bomb). */
export function xlsxParts(sheets: readonly Sheet[], raw: Parts = {}): Parts {
  const parts: Parts = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${S}" xmlns:r="${REL}"><sheets>${sheets.map((s, i) => `<sheet name="${esc(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${PKG_REL}">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}</Relationships>`,
  };
  sheets.forEach((s, i) => {
    parts[`xl/worksheets/sheet${i + 1}.xml`] = sheetXml(s);
  });
  return { ...parts, ...raw };
}

const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';

function textShape(id: number, text: string): string {
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="T${id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="457200" y="457200"/><a:ext cx="8229600" cy="1371600"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="4400"/><a:t>${esc(text)}</a:t></a:r></a:p></p:txBody></p:sp>`;
}

const emptyTree = `<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/></p:spTree></p:cSld>`;

/** A .pptx with one text box per slide (with the master and layout PowerPoint itself requires). */
export function pptxParts(slides: readonly string[]): Parts {
  const ns = `xmlns:p="${P}" xmlns:a="${A}" xmlns:r="${REL}"`;
  const parts: Parts = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/><Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml"/><Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/><Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>${slides.map((_, i) => `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`).join('')}</Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
    'ppt/presentation.xml': `${XML}<p:presentation ${ns}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 10}"/>`).join('')}</p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    'ppt/_rels/presentation.xml.rels': `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/slideMaster" Target="slideMasters/slideMaster1.xml"/><Relationship Id="rId2" Type="${REL}/theme" Target="theme/theme1.xml"/>${slides.map((_, i) => `<Relationship Id="rId${i + 10}" Type="${REL}/slide" Target="slides/slide${i + 1}.xml"/>`).join('')}</Relationships>`,
    'ppt/slideMasters/slideMaster1.xml': `${XML}<p:sldMaster ${ns}>${emptyTree}<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`,
    'ppt/slideMasters/_rels/slideMaster1.xml.rels': `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/><Relationship Id="rId2" Type="${REL}/theme" Target="../theme/theme1.xml"/></Relationships>`,
    'ppt/slideLayouts/slideLayout1.xml': `${XML}<p:sldLayout ${ns} type="blank">${emptyTree}</p:sldLayout>`,
    'ppt/slideLayouts/_rels/slideLayout1.xml.rels': `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/slideMaster" Target="../slideMasters/slideMaster1.xml"/></Relationships>`,
    'ppt/theme/theme1.xml': `${XML}<a:theme xmlns:a="${A}" name="T"><a:themeElements><a:clrScheme name="T"><a:dk1><a:srgbClr val="000000"/></a:dk1><a:lt1><a:srgbClr val="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="1F497D"/></a:dk2><a:lt2><a:srgbClr val="EEECE1"/></a:lt2><a:accent1><a:srgbClr val="4F81BD"/></a:accent1><a:accent2><a:srgbClr val="C0504D"/></a:accent2><a:accent3><a:srgbClr val="9BBB59"/></a:accent3><a:accent4><a:srgbClr val="8064A2"/></a:accent4><a:accent5><a:srgbClr val="4BACC6"/></a:accent5><a:accent6><a:srgbClr val="F79646"/></a:accent6><a:hlink><a:srgbClr val="0000FF"/></a:hlink><a:folHlink><a:srgbClr val="800080"/></a:folHlink></a:clrScheme><a:fontScheme name="T"><a:majorFont><a:latin typeface="DejaVu Sans"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="DejaVu Sans"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="T"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:fillStyleLst><a:lnStyleLst><a:ln><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`,
  };
  slides.forEach((text, i) => {
    parts[`ppt/slides/slide${i + 1}.xml`] = `${XML}<p:sld ${ns}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${textShape(2, text)}</p:spTree></p:cSld></p:sld>`;
    parts[`ppt/slides/_rels/slide${i + 1}.xml.rels`] = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/></Relationships>`;
  });
  return parts;
}

/** The CRC of n megabytes of spaces: a gigabyte takes a second to checksum, and every bomb of a file is the same size. */
const bombCrcs = new Map<number, number>();

/**
 * A ZIP whose `name` part inflates to `inflatedBytes` of spaces from a few hundred kilobytes: one megabyte deflated
 * once, its non-final blocks repeated (each starts with no history, so the copies chain into one valid stream).
 * The other parts are stored. Honest sizes and CRC in the directory: it is a real bomb, not a lying header.
 */
export async function writeBomb(path: string, parts: Parts, name: string, inflatedBytes: number): Promise<string> {
  const { constants, crc32, deflateRawSync } = await import('node:zlib');
  const { writeFile } = await import('node:fs/promises');
  const MB = 1024 * 1024;
  const block = Buffer.alloc(MB, 0x20);
  const chunk = deflateRawSync(block, { finishFlush: constants.Z_SYNC_FLUSH });
  const copies = Math.floor(inflatedBytes / MB);
  let crc = bombCrcs.get(copies);
  if (crc === undefined) {
    crc = 0;
    for (let i = 0; i < copies; i++) crc = crc32(block, crc);
    bombCrcs.set(copies, crc);
  }
  const bombData = Buffer.concat([...Array.from({ length: copies }, () => chunk), Buffer.from([0x03, 0x00])]);
  const files: { name: string; data: Buffer; size: number; crc: number; method: number }[] = Object.entries(parts).map(([n, body]) => {
    const data = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
    return { name: n, data, size: data.length, crc: crc32(data), method: 0 };
  });
  files.push({ name, data: bombData, size: copies * MB, crc, method: 8 });
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const fname = Buffer.from(f.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(f.method, 8);
    local.writeUInt32LE(f.crc >>> 0, 14);
    local.writeUInt32LE(f.data.length, 18);
    local.writeUInt32LE(f.size, 22);
    local.writeUInt16LE(fname.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(f.method, 10);
    central.writeUInt32LE(f.crc >>> 0, 16);
    central.writeUInt32LE(f.data.length, 20);
    central.writeUInt32LE(f.size, 24);
    central.writeUInt16LE(fname.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fname, f.data);
    centrals.push(central, fname);
    offset += 30 + fname.length + f.data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  await writeFile(path, Buffer.concat([...locals, dir, end]));
  return path;
}

const ODF_NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:script="urn:oasis:names:tc:opendocument:xmlns:script:1.0" xmlns:ooo="http://openoffice.org/2004/office"';

/** An .odt whose text body is `body`; `macro`: a Basic module run by the document's load event. */
export function odtParts(body: string, opts: { macro?: string } = {}): Parts {
  const scripts = opts.macro
    ? '<office:scripts><office:event-listeners><script:event-listener script:language="ooo:script" script:event-name="dom:load" xlink:type="simple" xlink:href="vnd.sun.star.script:Standard.Module1.Main?language=Basic&amp;location=document"/></office:event-listeners></office:scripts>'
    : '';
  const basic: Parts = opts.macro
    ? {
        'Basic/script-lc.xml': `${XML}<library:libraries xmlns:library="http://openoffice.org/2000/library" xmlns:xlink="http://www.w3.org/1999/xlink"><library:library library:name="Standard" xlink:href="Basic/Standard/script-lb.xml/" xlink:type="simple" library:link="false"/></library:libraries>`,
        'Basic/Standard/script-lb.xml': `${XML}<library:library xmlns:library="http://openoffice.org/2000/library" library:name="Standard" library:readonly="false" library:passwordprotected="false"><library:element library:name="Module1"/></library:library>`,
        'Basic/Standard/Module1.xml': `${XML}<script:module xmlns:script="http://openoffice.org/2000/script" script:name="Module1" script:language="StarBasic">${esc(opts.macro)}</script:module>`,
      }
    : {};
  const manifestEntries = ['content.xml', ...Object.keys(basic)].map((p) => `<manifest:file-entry manifest:full-path="${p}" manifest:media-type="text/xml"/>`).join('');
  return {
    mimetype: 'application/vnd.oasis.opendocument.text',
    'META-INF/manifest.xml': `${XML}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>${manifestEntries}</manifest:manifest>`,
    'content.xml': `${XML}<office:document-content ${ODF_NS} office:version="1.2">${scripts}<office:body><office:text>${body}</office:text></office:body></office:document-content>`,
    ...basic,
  };
}
