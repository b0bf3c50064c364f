/**
 * Belt and braces before any engine sees an OOXML or ODF file (both are ZIP packages): the package is held to entry,
 * size and ratio limits from its directory, then copied part by part (each part's real inflated size checked as it is
 * read, so a directory that lies is caught too) with every reference that could fetch something made inert:
 * external relationships in *.rels, xlink:href to another file or the network in ODF parts, and the Word fields that
 * include a file or a picture by address. Hyperlinks a reader clicks stay: they fetch nothing by themselves.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { ToolError } from '../../core/errors.js';
import { OFFICE_CAPS } from './limits.js';

export interface PackageLimits {
  /** Most parts (files) in the package. */
  maxEntries: number;
  /** Most bytes all parts may inflate to together. */
  maxInflatedBytes: number;
  /** Largest inflated ÷ compressed ratio of the whole package (a zip bomb is thousands to one). */
  maxRatio: number;
}

/** What an office package may hold; a real 200-page report with pictures is well inside these. */
export const OFFICE_PACKAGE_LIMITS: PackageLimits = {
  maxEntries: 10_000,
  maxInflatedBytes: OFFICE_CAPS.maxUnpackedBytes,
  maxRatio: 200,
};

/** Parts whose XML may reference other files or addresses, and so are read and rewritten. */
const XML_PART = /(\.rels|\.xml)$/i;
/** Larger XML parts are copied as they are (they are data, not references: sheets, big document bodies). */
const MAX_REWRITE_BYTES = 64 * 1024 * 1024;

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true }, (err, zip) =>
      err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip),
    ),
  );
}

function readEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (e: yauzl.Entry) => {
      entries.push(e);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function openStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (err, s) => (err || !s ? reject(err ?? new Error('no stream')) : resolve(s))));
}

async function readAll(stream: Readable, cap: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > cap) throw new Error('part larger than it claimed');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const mb = (n: number): string => `${Math.round(n / (1024 * 1024))} MB`;

/** The package's directory held to the limits; throws a too_large ToolError naming the one it breaks. */
export function checkDirectory(entries: readonly yauzl.Entry[], fileBytes: number, limits: PackageLimits): void {
  if (entries.length > limits.maxEntries) {
    throw new ToolError('too_large', `the document holds ${entries.length} parts, which exceeds the limit of ${limits.maxEntries}`);
  }
  let inflated = 0;
  for (const e of entries) inflated += e.uncompressedSize;
  if (inflated > limits.maxInflatedBytes) {
    throw new ToolError('too_large', `the document unpacks to ${mb(inflated)}, which exceeds the limit of ${mb(limits.maxInflatedBytes)}`);
  }
  const ratio = inflated / Math.max(1, fileBytes);
  // Tiny packages may compress very well without being a danger; the ratio matters only once there is real volume.
  if (inflated > 16 * 1024 * 1024 && ratio > limits.maxRatio) {
    throw new ToolError('too_large', `the document's compression ratio of ${Math.round(ratio)}:1 exceeds the limit of ${limits.maxRatio}:1`);
  }
}

const EXTERNAL_TARGET = /\sTargetMode\s*=\s*["']External["']/i;
const HYPERLINK_TYPE = /\sType\s*=\s*["'][^"']*\/hyperlink["']/i;

/** Relationships that point outside the package lose their target; a hyperlink keeps a web or mail address. */
export function defuseRels(xml: string): string {
  return xml.replace(/<Relationship\b[^>]*>/gi, (rel) => {
    if (!EXTERNAL_TARGET.test(rel)) return rel;
    const target = /\sTarget\s*=\s*("([^"]*)"|'([^']*)')/i.exec(rel);
    const value = target ? (target[2] ?? target[3] ?? '') : '';
    if (HYPERLINK_TYPE.test(rel) && /^(https?:|mailto:)/i.test(value.trim())) return rel;
    return rel.replace(/\sTarget\s*=\s*("[^"]*"|'[^']*')/i, ' Target="#"');
  });
}

/** Word field instructions that pull in another file, a picture by address or live data. */
const FETCHING_FIELD = /\b(INCLUDETEXT|INCLUDEPICTURE|INCLUDE|LINK|DDE|DDEAUTO|IMPORT|DATABASE|HYPERLINK\s+\\l)\b/i;

/** Fields that would fetch keep their last shown result; their instructions are emptied (split runs included). */
export function defuseFields(xml: string): string {
  const joined = [...xml.matchAll(/<w:instrText\b[^>]*>([^<]*)<\/w:instrText>/g)].map((m) => m[1]).join('');
  let out = xml;
  if (FETCHING_FIELD.test(joined)) out = out.replace(/(<w:instrText\b[^>]*>)[^<]*(<\/w:instrText>)/g, '$1 $2');
  return out.replace(/(<w:fldSimple\b[^>]*\sw:instr\s*=\s*)("[^"]*"|'[^']*')/g, (all, head: string, instr: string) =>
    FETCHING_FIELD.test(instr) ? `${head}" "` : all,
  );
}

/**
 * ODF references to another file or an address (pictures, linked sections and tables, OLE objects) are emptied;
 * references inside the package (Pictures/…, ./Object 1) and clickable links (text:a, draw:a) stay.
 */
export function defuseOdf(xml: string): string {
  return xml.replace(/<([a-zA-Z][\w.-]*:[\w.-]+)\b([^>]*?)\sxlink:href\s*=\s*("([^"]*)"|'([^']*)')/g, (all, tag: string, attrs: string, _q, dq?: string, sq?: string) => {
    if (tag === 'text:a' || tag === 'draw:a') return all;
    const href = (dq ?? sq ?? '').trim();
    const inside = !/^[a-zA-Z][\w+.-]*:/.test(href) && !href.startsWith('/') && !href.startsWith('\\') && !href.includes('..');
    return inside ? all : `<${tag}${attrs} xlink:href=""`;
  });
}

function defusePart(name: string, xml: string): string {
  if (/\.rels$/i.test(name)) return defuseRels(xml);
  let out = xml;
  if (out.includes('w:instr')) out = defuseFields(out);
  if (out.includes('xlink:href')) out = defuseOdf(out);
  return out;
}

/**
 * Only the directory of the package at `path` against the limits (cheap: the central directory is all that is read),
 * for the enqueue-time check. Throws a too_large ToolError naming the limit, or an invalid_input one for a damaged ZIP.
 */
export async function checkPackage(path: string, fileBytes: number, limits: PackageLimits): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    throw new ToolError('invalid_input', 'the document is not a readable package (its ZIP directory is damaged)');
  }
  try {
    checkDirectory(await readEntries(zip), fileBytes, limits);
  } finally {
    zip.close();
  }
}

/**
 * Checks the package at `input` and writes its defused copy to `output`. A package that breaks a limit, or that is not
 * a readable ZIP, is refused before any engine runs.
 */
export async function defusePackage(
  input: string,
  output: string,
  opts: { fileBytes: number; limits: PackageLimits; signal: AbortSignal; partsDir: string },
): Promise<void> {
  const { fileBytes, limits, signal, partsDir } = opts;
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(input);
  } catch {
    throw new ToolError('invalid_input', 'the document is not a readable package (its ZIP directory is damaged)');
  }
  try {
    const entries = await readEntries(zip);
    checkDirectory(entries, fileBytes, limits);
    await mkdir(partsDir, { recursive: true });
    const out = new yazl.ZipFile();
    const written = pipeline(out.outputStream, createWriteStream(output));
    const names = new Set<string>();
    for (const entry of entries) {
      if (signal.aborted) throw new ToolError('internal', 'job cancelled');
      // Folders, and a second part of one name (an engine might read either), are dropped.
      if (entry.fileName.endsWith('/') || names.has(entry.fileName)) continue;
      names.add(entry.fileName);
      // ODF wants its mimetype first and stored; the rest are deflated again.
      const options = { compress: entry.fileName !== 'mimetype' };
      const damaged = () => new ToolError('invalid_input', `the document's part ${entry.fileName.slice(0, 80)} is damaged or larger than its directory says`);
      if (XML_PART.test(entry.fileName) && entry.uncompressedSize <= MAX_REWRITE_BYTES) {
        const body = await readAll(await openStream(zip, entry), entry.uncompressedSize).catch(() => Promise.reject(damaged()));
        out.addBuffer(Buffer.from(defusePart(entry.fileName, body.toString('utf8')), 'utf8'), entry.fileName, options);
      } else {
        // Big parts go through a file of the job's folder, not the service's memory.
        const part = join(partsDir, `${names.size}.part`);
        await pipeline(await openStream(zip, entry), createWriteStream(part), { signal }).catch(() => Promise.reject(damaged()));
        out.addFile(part, entry.fileName, options);
      }
    }
    out.end();
    await written;
  } finally {
    zip.close();
  }
}
