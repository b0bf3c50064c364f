import { AppError } from '../errors.js';

/**
 * Turns `1-3,5,9-` (1-based, open-ended ranges allowed) into sorted, distinct 0-based indexes.
 * A page outside the document is an invalid_params error naming the document's page count.
 */
export function parsePageRanges(spec: string | undefined, pageCount: number, cap = Infinity): number[] {
  const text = (spec ?? 'all').trim().toLowerCase();
  const picked = new Set<number>();
  if (text === 'all' || text === '') {
    for (let i = 0; i < pageCount; i++) picked.add(i);
  } else {
    for (const part of text.split(',')) {
      const m = /^\s*(\d+)\s*(?:(-)\s*(\d*))?\s*$/.exec(part);
      if (!m) throw new AppError('invalid_params', `pages: "${part.trim()}" is not a page range`, { field: 'pages' });
      const from = Number(m[1]);
      const to = m[2] ? (m[3] ? Number(m[3]) : pageCount) : from;
      if (from < 1 || to < from || to > pageCount) {
        throw new AppError('invalid_params', `pages: ${part.trim()} is outside the document (1-${pageCount})`, {
          field: 'pages',
        });
      }
      for (let p = from; p <= to; p++) picked.add(p - 1);
    }
  }
  const pages = [...picked].sort((a, b) => a - b);
  if (pages.length > cap) {
    throw new AppError('invalid_params', `pages: ${pages.length} pages selected, the limit is ${cap}; choose fewer pages`, {
      field: 'pages',
    });
  }
  return pages;
}
