import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ToolError } from '../../../core/errors.js';
import type { OfficeApp, OfficeEngine, OfficeJob, OfficeTarget } from '../../../core/tools/engines/office.js';
import { writeProfile } from './profile.js';
import { runSupervised } from './supervise.js';

/** Export filter of each target, per program (LibreOffice's filter names; options after the second colon). */
const PDF_FILTER: Record<OfficeApp, string> = {
  writer: 'pdf:writer_pdf_Export',
  // Each sheet on one page as wide as its used area: every column of every sheet shows, none split across pages.
  calc: 'pdf:calc_pdf_Export:{"SinglePageSheets":{"type":"boolean","value":"true"}}',
  impress: 'pdf:impress_pdf_Export',
};

const FILTERS: Record<Exclude<OfficeTarget, 'pdf'>, string> = {
  // PDF/A-2b (SelectPdfVersion 2): fonts embedded, an output intent and the pdfaid XMP identification.
  pdfa: 'pdf:impress_pdf_Export:{"SelectPdfVersion":{"type":"long","value":"2"}}',
  docx: 'docx:MS Word 2007 XML',
  odt: 'odt:writer8',
  xlsx: 'xlsx:Calc MS Excel 2007 XML',
  ods: 'ods:calc8',
  // Comma, double quote, UTF-8, from row 1; the last token (-1) writes every sheet to a file of its own.
  csv: 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1',
};

function filterFor(app: OfficeApp, target: OfficeTarget): string {
  return target === 'pdf' ? PDF_FILTER[app] : FILTERS[target];
}

/** Only what the program needs, with HOME and TMPDIR inside the job's folder: it gets none of the service's secrets. */
function programEnv(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { HOME: home, TMPDIR: home, LANG: 'C.UTF-8', SAL_USE_VCLPLUGIN: 'svp' };
  if (process.env.PATH !== undefined) env.PATH = process.env.PATH;
  return env;
}

export interface LibreOfficePaths {
  soffice: string;
  /** `unshare`, when this process may make an empty network namespace; null otherwise. */
  unshare: string | null;
}

/** LibreOffice run once per document, each run with a fresh profile of its own inside the job's folder. */
export class LibreOfficeEngine implements OfficeEngine {
  readonly name: string;
  readonly #paths: LibreOfficePaths;
  /** Cleared when the kernel refuses the namespace after all (a container without the capability it claims). */
  #isolate: boolean;

  constructor(paths: LibreOfficePaths) {
    this.#paths = paths;
    this.#isolate = paths.unshare !== null;
    this.name = `LibreOffice (native, ${paths.soffice}${paths.unshare ? '; no network: each run in an empty network namespace' : ''})`;
  }

  async convert(job: OfficeJob): Promise<string[]> {
    const base = join(job.workDir, 'office');
    const profile = join(base, 'profile');
    const outDir = join(base, 'out');
    await mkdir(outDir, { recursive: true });
    await writeProfile(profile);
    const args = [
      '--headless',
      '--invisible',
      '--nologo',
      '--nodefault',
      '--nolockcheck',
      '--norestore',
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      ...(job.csvInput ? ['--infilter=CSV:44,34,76,1'] : []),
      // A PDF is opened as drawings (LibreOffice's PDF import), one page per slide, to be written again as PDF/A.
      ...(job.target === 'pdfa' ? ['--infilter=impress_pdf_import'] : []),
      '--convert-to',
      filterFor(job.app, job.target),
      '--outdir',
      outDir,
      job.input,
    ];
    const run = (isolated: boolean) =>
      runSupervised({
        command: isolated ? this.#paths.unshare! : this.#paths.soffice,
        args: isolated ? ['-n', '--', this.#paths.soffice, ...args] : args,
        env: programEnv(base),
        cwd: base,
        outDir,
        signal: job.signal,
        budget: job.budget,
        what: 'office conversion',
        cpu: job.cpu,
      });
    let exit = await run(this.#isolate);
    if (this.#isolate && exit.code !== 0 && /unshare/.test(exit.stderr)) {
      this.#isolate = false;
      exit = await run(false);
    }
    const files = (await readdir(outDir)).sort().map((name) => join(outDir, name));
    let bytes = 0;
    for (const file of files) bytes += (await stat(file)).size;
    if (bytes > job.budget.outputBytes) {
      throw new ToolError('too_large', `the office conversion output exceeds the limit of ${job.budget.outputBytes} bytes`);
    }
    if (files.length === 0) {
      const tail = exit.stderr.trim().split('\n').filter((l) => !/javaldx/.test(l)).slice(-2).join(' | ');
      throw new ToolError('invalid_input', `LibreOffice could not convert the document (exit ${exit.code})${tail ? `: ${tail}` : ''}`);
    }
    return files;
  }
}
