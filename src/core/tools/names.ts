import { extname } from 'node:path';

/** A safe stem for output names: letters, digits, dot, dash and underscore only, at most 80 characters. */
export function safeStem(name: string): string {
  const stem = name.slice(0, name.length - extname(name).length);
  const clean = stem
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80);
  return clean || 'file';
}
