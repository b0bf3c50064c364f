/** Joining PDFs: every page of each input, in order, into one new document (pdf-lib after mupdf vets each file). */
import { PDFDocument } from 'pdf-lib';
import type { OpContext } from './context.js';
import { writeOutput } from './output.js';
import { loadWithPdfLib } from './pdflib-load.js';
import type { WorkerLimits } from './protocol.js';

export interface MergeArgs {
  inputs: string[];
  output: string;
  limits: WorkerLimits;
}

export async function mergeOp(args: MergeArgs, ctx: OpContext): Promise<{ pages: number }> {
  const out = await PDFDocument.create();
  let pages = 0;
  for (const [i, path] of args.inputs.entries()) {
    const doc = await loadWithPdfLib(path, args.limits);
    pages += doc.getPageCount();
    // The cap is on the whole result: many small files together must not make a document no tool may open.
    if (pages > args.limits.maxPages) throw new Error(`the merged document's ${pages} pages exceed the limit of ${args.limits.maxPages} pages`);
    for (const page of await out.copyPages(doc, doc.getPageIndices())) out.addPage(page);
    ctx.progress(i + 1, args.inputs.length);
    await ctx.tick();
  }
  writeOutput(args.output, await out.save(), args.limits);
  return { pages };
}
