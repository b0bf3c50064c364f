/** Word boxes of a reading, placed on the page image as it came (before any turn), for the PDF text layer. */
import type { LayerWord } from '../pdf/engine/worker/ocr-ops.js';
import { unturn, type Reading } from './read.js';

/** Words with a plausible box and some confidence; tesseract's empty or zero-confidence words are noise. */
export function layerWords(reading: Reading, original: { width: number; height: number }): LayerWord[] {
  const words: LayerWord[] = [];
  for (const w of reading.words) {
    if (w.width <= 0 || w.height <= 0 || w.conf < 0) continue;
    const back = (p: [number, number]) => unturn(p, reading.rotation, original);
    words.push({
      text: w.text,
      baseStart: back([w.left, w.top + w.height]),
      baseEnd: back([w.left + w.width, w.top + w.height]),
      topStart: back([w.left, w.top]),
    });
  }
  return words;
}
