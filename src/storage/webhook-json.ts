import type { z } from 'zod';
import { JsonDocument } from './json-file.js';

/** Records keyed by id in one serialised lowdb file; entries that do not read back are reported and skipped. */
export async function openRecordFile<T>(
  dataDir: string,
  name: string,
  schema: z.ZodType<T>,
  onBad: (id: string) => void = () => undefined,
): Promise<JsonDocument<{ records: Record<string, T> }>> {
  return JsonDocument.open<{ records: Record<string, T> }>(dataDir, name, (read) => {
    const records: Record<string, T> = {};
    const raw = read?.records;
    if (raw && typeof raw === 'object') {
      for (const [id, value] of Object.entries(raw)) {
        const parsed = schema.safeParse(value);
        if (parsed.success) records[id] = parsed.data;
        else onBad(id);
      }
    }
    return { records };
  });
}

export function own<T>(records: Record<string, T>, id: string): T | undefined {
  return Object.hasOwn(records, id) ? records[id] : undefined;
}
