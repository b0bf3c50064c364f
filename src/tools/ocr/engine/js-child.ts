/**
 * The tesseract.js process: reads one job's images and exits. Its core WASM loads from node_modules and each model
 * from the job's language folder; caching is off, so it never writes outside the job's folder and never fetches.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createWorker, OEM, PSM } from 'tesseract.js';
import type { JsOcrProgress, JsOcrRequest } from './js-protocol.js';

async function work(req: JsOcrRequest): Promise<void> {
  const worker = await createWorker(req.languages.join('+'), OEM.LSTM_ONLY, {
    langPath: req.langDir,
    gzip: false,
    cacheMethod: 'none',
  });
  try {
    for (const [i, image] of req.images.entries()) {
      // A single uniform block, as native tesseract is run (see native.ts).
      await worker.setParameters({ user_defined_dpi: String(Math.round(image.dpi)), tessedit_pageseg_mode: req.layout === 'columns' ? PSM.AUTO : PSM.SINGLE_BLOCK });
      const { data } = await worker.recognize(image.path, {}, { text: true, hocr: true, tsv: true });
      const page = { text: data.text, hocr: data.hocr ?? '', tsv: data.tsv ?? '' };
      await writeFile(join(req.outDir, `page-${i + 1}.json`), JSON.stringify(page));
      const progress: JsOcrProgress = { type: 'page', done: i + 1, total: req.images.length };
      process.send?.(progress);
    }
  } finally {
    await worker.terminate();
  }
}

process.once('message', (req: JsOcrRequest) => {
  work(req).then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
});
