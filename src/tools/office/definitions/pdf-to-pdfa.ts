/** PDF to PDF/A-2b (issue 39 item 3), with LibreOffice: its PDF import, then its PDF/A export. */
import { NO_PARAMS } from '../../../core/tools/params.js';
import type { InputFile, ToolEnv } from '../../../core/tools/tool.types.js';
import { checkPdfInput } from '../../pdf/common.js';
import { officeTool } from '../define.js';
import { PDF } from '../formats.js';
import { OFFICE_CAPS } from '../limits.js';
import { convertWithOffice, singleOutput } from '../run.js';

/** LibreOffice lays out every page as a drawing: a long document costs seconds a page, so the pages are capped. */
const PDFA_MAX_PAGES = 100;

export const pdfToPdfa = officeTool({
  id: 225,
  slug: 'pdf-to-pdfa',
  operation: 'pdf.toPdfa',
  title: 'PDF to PDF/A-2b',
  description:
    `Writes a PDF again as PDF/A-2b for archiving: fonts embedded, colours with an output intent, the PDF/A identification ` +
    `in its XMP metadata. Pages are laid out again by LibreOffice's PDF import, so text stays text but spacing may shift. ` +
    `At most ${PDFA_MAX_PAGES} pages.`,
  params: NO_PARAMS,
  accepts: [PDF],
  output: PDF,
  limits: { ...OFFICE_CAPS, maxPages: PDFA_MAX_PAGES },
  engine: 'office',
  async validate(_params: unknown, input: InputFile | null, env: ToolEnv) {
    await checkPdfInput(input, env, { documentCap: PDFA_MAX_PAGES });
  },
  async run(ctx) {
    return singleOutput(ctx, await convertWithOffice(ctx, 'impress', 'pdfa'), 'pdf', PDF);
  },
});
