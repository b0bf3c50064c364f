import { parse as parseCsv } from 'csv-parse/sync';
import { parse as parseToml } from 'smol-toml';
import { isMap, isSeq, parseDocument } from 'yaml';
import { nestingDepth } from '../../core/json-depth.js';
import type { DetectedType } from './detect.js';

/**
 * Text formats recognised from their content: data files (JSON, YAML, TOML, CSV, XML without a declaration, FB2
 * books) and e-mail messages. Each rule is strict, because what it does not claim stays text/plain, and a wrong claim
 * would send a letter or a Markdown file to the data tools. Markdown is deliberately not a type of its own.
 */

export const JSON_MIME = 'application/json';
export const YAML_MIME = 'application/yaml';
export const TOML_MIME = 'application/toml';
export const CSV_MIME = 'text/csv';
export const XML_MIME = 'application/xml';
export const EML_MIME = 'message/rfc822';
export const FB2_MIME = 'application/x-fictionbook+xml';

/**
 * Every text type detection gives besides text/plain: a tool that reads any UTF-8 text (text to PDF, a QR code of
 * a file) accepts these too, since a JSON or CSV file is still text.
 */
export const SNIFFED_TEXT_TYPES = [JSON_MIME, YAML_MIME, TOML_MIME, CSV_MIME, EML_MIME] as const;

/** What a tool that reads any UTF-8 text accepts. */
export const TEXT_INPUTS = ['text/plain', ...SNIFFED_TEXT_TYPES] as const;

/**
 * `text` is the decoded start of the file; `complete` says whether it is the whole file (a longer one is judged on
 * its complete lines, and a parse that fails on a cut-off value does not count against it).
 */
export function sniffDataText(text: string, complete: boolean): DetectedType | null {
  const body = complete ? text : text.slice(0, Math.max(0, text.lastIndexOf('\n')));
  if (isEmail(body)) return { mime: EML_MIME, ext: 'eml' };
  if (isJson(text, complete)) return { mime: JSON_MIME, ext: 'json' };
  const xml = xmlRoot(text);
  if (xml) return xml;
  if (isToml(body)) return { mime: TOML_MIME, ext: 'toml' };
  if (isYaml(body)) return { mime: YAML_MIME, ext: 'yaml' };
  if (isCsv(body)) return { mime: CSV_MIME, ext: 'csv' };
  return null;
}

/** An XML file file-type named plain XML: FB2 when its root is a FictionBook. */
export function refineXml(text: string): DetectedType | null {
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<FictionBook[\s>]/.test(text.trimStart())
    ? { mime: FB2_MIME, ext: 'fb2' }
    : null;
}

/** XML without a declaration: a root element that names its namespace, or whose closing tag is in sight. */
function xmlRoot(text: string): DetectedType | null {
  const m = /^(?:<!--[\s\S]*?-->\s*)*<([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)([\s/>])/.exec(text);
  if (!m) return null;
  const fb2 = refineXml(text);
  if (fb2) return fb2;
  const name = m[1];
  const tagEnd = text.indexOf('>', m.index);
  const firstTag = tagEnd > 0 ? text.slice(m.index, tagEnd) : '';
  if (/\sxmlns(:[\w.-]+)?\s*=/.test(firstTag) || text.includes(`</${name}>`)) return { mime: XML_MIME, ext: 'xml' };
  return null;
}

const HEADER_LINE = /^[!-9;-~]+:/;
const FOLDED_LINE = /^[ \t]/;

/**
 * An RFC 5322 message: it opens with a header block (every line a field or its folded continuation) that has a
 * From field and at least one of Date, Subject, To or Message-ID, so that a note beginning "From: me" is not one.
 */
function isEmail(text: string): boolean {
  const end = text.search(/\r?\n\r?\n/);
  const block = end < 0 ? text : text.slice(0, end);
  const lines = block.split(/\r?\n/);
  if (lines.length < 2 || !HEADER_LINE.test(lines[0])) return false;
  const names = new Set<string>();
  for (const line of lines) {
    if (FOLDED_LINE.test(line)) continue;
    if (!HEADER_LINE.test(line)) return false;
    names.add(line.slice(0, line.indexOf(':')).toLowerCase());
  }
  return names.has('from') && ['date', 'subject', 'to', 'message-id'].some((n) => names.has(n));
}

/** An object or array: parsed when the whole file is here, else recognised by its opening tokens. */
function isJson(text: string, complete: boolean): boolean {
  const t = text.trimStart();
  if (!t.startsWith('{') && !t.startsWith('[')) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return !complete && /^(\{\s*"|\[\s*([[{"\d-]|true|false|null))/.test(t);
  }
}

/** TOML: key = value lines and [table] headers, and the text parses with at least one key. */
function isToml(text: string): boolean {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
  if (lines.length === 0) return false;
  const first = lines[0].trim();
  const key = `("[^"]*"|'[^']*'|[\\w-]+)`;
  if (!/^\[{1,2}[^\]]+\]{1,2}$/.test(first) && !new RegExp(`^${key}(\\s*\\.\\s*${key})*\\s*=\\s*\\S`).test(first)) return false;
  try {
    return Object.keys(parseToml(text)).length > 0;
  } catch {
    return false;
  }
}

const YAML_KEY = String.raw`("[^"]*"|'[^']*'|[\p{L}\p{N}_.-][\p{L}\p{N}_ .-]*):(\s|$)`;
const YAML_KEY_LINE = new RegExp(`^${YAML_KEY}`, 'u');
const YAML_ITEM_LINE = new RegExp(`^- ${YAML_KEY}`, 'u');

/**
 * YAML: one document whose top level is a mapping of `key:` lines, or a list of such mappings (`- key: value`), the
 * other top-level lines being comments or a `---` first. A list of words, or prose, stays text; front matter followed
 * by Markdown is two documents and stays text too.
 */
function isYaml(text: string): boolean {
  const lines = text.split(/\r?\n/);
  let keys = 0;
  let items = 0;
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '' || /^\s/.test(line) || line.startsWith('#')) continue;
    if (i === 0 && (line === '---' || line.startsWith('%YAML'))) continue;
    if (YAML_ITEM_LINE.test(line)) items++;
    else if (YAML_KEY_LINE.test(line)) keys++;
    else return false;
  }
  if ((keys === 0) === (items === 0)) return false;
  // Lines that say YAML but nest too deep to parse are YAML all the same: the data tools then refuse the depth.
  if (nestingDepth(text, 100) > 100) return true;
  try {
    // The tree only, aliases unresolved: an alias bomb is still YAML, for the tools to refuse by their alias cap.
    const doc = parseDocument(text, { uniqueKeys: true });
    if (doc.errors.length > 0) return false;
    return keys > 0 ? isMap(doc.contents) : isSeq(doc.contents) && doc.contents.items.every((item) => isMap(item));
  } catch {
    return false;
  }
}

/**
 * CSV (or TSV, or semicolon-separated): at least two records, each with the same number of fields, two or more.
 * The delimiter is the candidate that gives such a table.
 */
function isCsv(text: string): boolean {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length < 2) return false;
  for (const delimiter of [',', '\t', ';']) {
    if (!lines[0].includes(delimiter)) continue;
    try {
      const rows = parseCsv(text, { delimiter, skip_empty_lines: true, relax_column_count: true }) as string[][];
      const table = rows.length >= 2 && rows[0].length >= 2 && rows.every((r) => r.length === rows[0].length);
      // Two or three lines of prose with one comma each look like a table; a short table has no space after the
      // delimiter, which prose always has.
      if (table && (rows.length >= 4 || !rows.some((r) => r.slice(1).some((f) => /^\s/.test(f))))) return true;
    } catch {
      // Not a table with this delimiter.
    }
  }
  return false;
}
