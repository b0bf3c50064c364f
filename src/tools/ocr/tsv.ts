/** tesseract's TSV output as words with boxes (the same columns from native tesseract and tesseract.js). */

export interface OcrWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Confidence 0–100. */
  conf: number;
  /** Block, paragraph and line numbers joined: words of one line share it. */
  line: string;
}

const WORD_LEVEL = '5';

export function parseTsvWords(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    if (cols.length < 12 || cols[0] !== WORD_LEVEL) continue;
    const text = cols.slice(11).join('\t').trim();
    if (text === '') continue;
    words.push({
      text,
      left: Number(cols[6]),
      top: Number(cols[7]),
      width: Number(cols[8]),
      height: Number(cols[9]),
      conf: Number(cols[10]),
      line: `${cols[1]}.${cols[2]}.${cols[3]}.${cols[4]}`,
    });
  }
  return words;
}

/**
 * How well a reading went: confident characters, so that more text read well beats a few confident marks. Used to
 * tell an upright page from a sideways one.
 */
export function readingScore(words: readonly OcrWord[]): number {
  let score = 0;
  for (const w of words) {
    const letters = [...w.text].filter((c) => /[\p{L}\p{N}]/u.test(c)).length;
    score += letters * Math.max(0, w.conf) / 100;
  }
  return score;
}

/** Mean word confidence, weighted by length (0 for no words). */
export function meanConfidence(words: readonly OcrWord[]): number {
  let chars = 0;
  let sum = 0;
  for (const w of words) {
    const n = [...w.text].length;
    chars += n;
    sum += n * Math.max(0, w.conf);
  }
  return chars === 0 ? 0 : sum / chars;
}
