import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ToolOutput } from '../../core/tools/tool.types.js';
import type { DecodedCode } from './engine/reader/protocol.js';
import { jsonText } from '../shared/json-text.js';

/** Writes the decoder tools' JSON: how many symbols were found and each one's content. */
export async function writeDecodeJson<T extends DecodedCode>(
  workDir: string,
  baseName: string,
  codes: readonly T[],
  extra: Record<string, unknown> = {},
): Promise<ToolOutput> {
  const name = `${baseName}.json`;
  const path = join(workDir, name);
  await writeFile(path, jsonText({ count: codes.length, ...extra, codes }), 'utf8');
  return { path, name, mime: 'application/json' };
}

/** Same format and same content count as one symbol, wherever and however often it was seen. */
export function codeKey(code: Pick<DecodedCode, 'format' | 'text'>): string {
  return `${code.format}\u0000${code.text}`;
}
