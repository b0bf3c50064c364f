/**
 * A deep copy of JSON-shaped data (objects, arrays, strings, numbers, booleans, null), as stored records are.
 * structuredClone handles any value by serialising it, which costs tens of microseconds per job record; a job
 * poll reads a record on every request, so this walks the few fields instead.
 */
export function plainCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(plainCopy) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = plainCopy((value as Record<string, unknown>)[key]);
  return out as T;
}
