/** Writing plain values as JSON, YAML, TOML, XML or CSV; a value the target cannot hold is refused with the reason. */
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { XMLBuilder } from 'fast-xml-parser';
import { stringify as stringifyToml } from 'smol-toml';
import { stringify as stringifyYaml } from 'yaml';
import { AppError } from '../../core/errors.js';
import { MAX_DATA_DEPTH, XML_ATTRIBUTE_PREFIX } from './read.js';

export type DataTarget = 'json' | 'yaml' | 'toml' | 'xml' | 'csv';

const cannot = (target: string, why: string) => new AppError('invalid_params', `the data cannot be written as ${target}: ${why}`, { field: 'file' });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** TOML and XML need a map at the top: a list (the rows of a CSV, say) is written as repeated `item` entries. */
const asTable = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : { item: value });

export function writeData(value: unknown, target: DataTarget): string {
  switch (target) {
    case 'json':
      return `${JSON.stringify(value, null, 2)}\n`;
    case 'yaml':
      return stringifyYaml(value, { aliasDuplicateObjects: false, lineWidth: 0 });
    case 'toml':
      // smol-toml would leave a null out without a word; the data would lose a key on the way.
      if (holdsNull(value)) throw cannot('TOML', 'TOML has no null, and the data holds one');
      try {
        return stringifyToml(asTable(value), { maxDepth: MAX_DATA_DEPTH });
      } catch (err) {
        throw cannot('TOML', err instanceof Error ? err.message : String(err));
      }
    case 'xml':
      return writeXml(value);
    case 'csv':
      return writeCsv(value);
  }
}

function holdsNull(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null) return true;
    if (typeof v === 'object' && !(v instanceof Date)) stack.push(...Object.values(v as object));
  }
  return false;
}

const XML_NAME = /^[A-Za-z_][\w.-]*$/;

function checkXmlNames(value: unknown): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (Array.isArray(v)) stack.push(...(v as unknown[]));
    else if (isRecord(v)) {
      for (const [key, child] of Object.entries(v)) {
        const name = key.startsWith(XML_ATTRIBUTE_PREFIX) ? key.slice(XML_ATTRIBUTE_PREFIX.length) : key;
        if (key !== '#text' && !XML_NAME.test(name)) throw cannot('XML', `the key "${key}" is not a valid XML element name`);
        stack.push(child);
      }
    }
  }
}

function writeXml(value: unknown): string {
  const table = asTable(value);
  const keys = Object.keys(table).filter((k) => !k.startsWith(XML_ATTRIBUTE_PREFIX));
  // One element at the top is the document's root; anything else is wrapped in a <root>.
  const rooted = keys.length === 1 && !Array.isArray(table[keys[0]]) && Object.keys(table).length === 1 ? table : { root: table };
  checkXmlNames(rooted);
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: XML_ATTRIBUTE_PREFIX, format: true, indentBy: '  ', suppressEmptyNode: true });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(rooted) as string}`;
}

/**
 * CSV needs a list of records: the top level, or a map's one list (a TOML file of [[rows]]). The columns are every
 * key in the order first met; a nested value is written as its JSON text.
 */
function writeCsv(value: unknown): string {
  let rows = value;
  if (isRecord(value)) {
    const lists = Object.values(value).filter(Array.isArray);
    if (lists.length === 1) rows = lists[0];
  }
  if (!Array.isArray(rows) || rows.length === 0) throw cannot('CSV', 'it needs a list of records (objects or lists) at the top');
  const records = rows as unknown[];
  if (records.every(Array.isArray)) return stringifyCsv((records as unknown[][]).map((r) => r.map(cell)));
  if (!records.every(isRecord)) throw cannot('CSV', 'every item of the list must be a record (an object)');
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const r of records as Record<string, unknown>[]) {
    for (const k of Object.keys(r)) {
      if (!seen.has(k)) {
        seen.add(k);
        columns.push(k);
      }
    }
  }
  const table = (records as Record<string, unknown>[]).map((r) => columns.map((c) => cell(r[c])));
  return stringifyCsv(table, { header: true, columns });
}

function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v as string | number | boolean);
}
