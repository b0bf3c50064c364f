/**
 * Reading a data file (JSON, YAML, TOML, XML or CSV) into plain values, with every budget checked before or while the
 * parser runs: the file's size, nesting depth, YAML aliases, and XML entities (none is ever expanded or fetched).
 * Refusals are AppErrors naming the limit; the job's own run turns them into its failure words.
 */
import { readFile, stat } from 'node:fs/promises';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { parse as parseToml } from 'smol-toml';
import { parseDocument } from 'yaml';
import { AppError } from '../../core/errors.js';
import { nestingDepth } from '../../core/json-depth.js';
import { CSV_MIME, JSON_MIME, TOML_MIME, XML_MIME, YAML_MIME } from '../shared/detect-data.js';

/** Largest data file read: parsed whole in memory, in the service process. */
export const MAX_DATA_BYTES = 5 * 1024 * 1024;
/** Deepest nesting of lists and maps (XML elements). Real configuration and API data stay far below it. */
export const MAX_DATA_DEPTH = 100;
/** Most aliases one YAML file may resolve, counted as the yaml library counts them (nested ones weigh more). */
export const MAX_YAML_ALIASES = 100;

/** XML attributes become keys with this prefix, so that a round trip through JSON keeps them attributes. */
export const XML_ATTRIBUTE_PREFIX = '@_';

const tooDeep = () => new AppError('file_too_large', `the data is nested deeper than ${MAX_DATA_DEPTH} levels, which exceeds the limit`);

const unreadable = (what: string, err: unknown) =>
  new AppError('unsupported_type', `the ${what} could not be read: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`);

/** Reads the file as UTF-8 within the size cap. */
export async function readDataText(path: string): Promise<string> {
  const { size } = await stat(path);
  if (size > MAX_DATA_BYTES) {
    throw new AppError('file_too_large', `the file (${size} bytes) exceeds the limit of ${MAX_DATA_BYTES} bytes`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await readFile(path)).replace(/^\uFEFF/, '');
  } catch {
    throw new AppError('unsupported_type', 'the file is not valid UTF-8 text');
  }
}

/** The deepest nesting of a parsed value; stops counting past the limit. */
export function depthOf(value: unknown, limit = MAX_DATA_DEPTH): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null || v instanceof Date) continue;
    if (d + 1 > deepest) deepest = d + 1;
    if (deepest > limit) return deepest;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return deepest;
}

/** The deepest element nesting of XML text (open tags less closed ones), measured before the parser sees it. */
function xmlDepth(text: string, stopAbove: number): number {
  let depth = 0;
  let deepest = 0;
  const tag = /<(!--[\s\S]*?--|!\[CDATA\[[\s\S]*?\]\]|[!?][^>]*|\/?[^\s/>]+(?:"[^"]*"|'[^']*'|[^'">])*?)>/g;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    const body = m[1];
    if (body.startsWith('!') || body.startsWith('?')) continue;
    if (body.startsWith('/')) depth--;
    else if (!body.endsWith('/') && ++depth > deepest && (deepest = depth) > stopAbove) return deepest;
  }
  return deepest;
}

/** Parses `text` of the detected type into plain values (objects, arrays, strings, numbers, booleans, null, dates). */
export function parseData(text: string, mime: string): unknown {
  let value: unknown;
  try {
    value = parseByType(text, mime);
  } catch (err) {
    if (err instanceof AppError) throw err;
    // The parsers recurse; input that still got past the nesting checks ends here rather than as a crash.
    if (err instanceof RangeError) throw tooDeep();
    throw unreadable(typeName(mime), err);
  }
  if (depthOf(value) > MAX_DATA_DEPTH) throw tooDeep();
  return value;
}

function typeName(mime: string): string {
  return { [JSON_MIME]: 'JSON', [YAML_MIME]: 'YAML', [TOML_MIME]: 'TOML', [XML_MIME]: 'XML', [CSV_MIME]: 'CSV' }[mime] ?? mime;
}

function parseByType(text: string, mime: string): unknown {
  switch (mime) {
    case JSON_MIME:
      if (nestingDepth(text, MAX_DATA_DEPTH) > MAX_DATA_DEPTH) throw tooDeep();
      return JSON.parse(text) as unknown;
    case YAML_MIME:
      return parseYaml(text);
    case TOML_MIME:
      return parseToml(text, { maxDepth: MAX_DATA_DEPTH });
    case XML_MIME:
      return parseXml(text);
    case CSV_MIME:
      return parseCsv(text, { columns: true, bom: true, skip_empty_lines: true, delimiter: csvDelimiter(text) }) as unknown;
    default:
      throw new AppError('unsupported_type', `${mime} is not a data format this tool reads`);
  }
}

function parseYaml(text: string): unknown {
  if (nestingDepth(text.replace(/#.*$/gm, ''), MAX_DATA_DEPTH) > MAX_DATA_DEPTH) throw tooDeep();
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) throw unreadable('YAML', doc.errors[0]);
  try {
    return doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (err) {
    if (err instanceof ReferenceError && /alias/i.test(err.message)) {
      throw new AppError('file_too_large', `the YAML resolves more than ${MAX_YAML_ALIASES} aliases, which exceeds the limit`);
    }
    throw err;
  }
}

function parseXml(text: string): unknown {
  // No entity is expanded: a DOCTYPE that declares any (a billion laughs, a SYSTEM file or URL) is refused outright,
  // and an external DTD is never read. Only the five predefined entities and character references are decoded.
  if (/<!ENTITY/i.test(text)) {
    throw new AppError('unsupported_type', 'the XML declares entities (<!ENTITY …>); this tool expands none, so it refuses a document that needs them');
  }
  if (xmlDepth(text, MAX_DATA_DEPTH) > MAX_DATA_DEPTH) throw tooDeep();
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: XML_ATTRIBUTE_PREFIX,
    ignoreDeclaration: true,
    ignorePiTags: true,
    parseAttributeValue: false,
    processEntities: { enabled: true, maxEntityCount: 0, maxTotalExpansions: 0 },
    htmlEntities: false,
    maxNestedTags: MAX_DATA_DEPTH,
  });
  return parser.parse(text, true) as unknown;
}

/** The delimiter of the header line: comma, tab or semicolon, whichever it holds most of. */
function csvDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', '\t', ';'].map((d) => [d, header.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}
