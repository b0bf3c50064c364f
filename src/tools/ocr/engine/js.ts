/** tesseract.js (npm): the engine that arrives with npm ci, run in a supervised Node child process per job. */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { OcrEngine, OcrImage, OcrPage, OcrRun } from '../../../core/tools/engines/ocr.js';
import type { LanguageFile } from './languages.js';
import type { JsOcrProgress, JsOcrRequest } from './js-protocol.js';
import { engineEnv, supervise } from './supervise.js';
import { childEntry } from '../../shared/worker-entry.js';

export class TesseractJs implements OcrEngine {
  readonly name: string;
  readonly languages: readonly string[];
  readonly #files: ReadonlyMap<string, string>;

  /** `files`: each language's model; a code given twice keeps its first file (npm's before Debian's). */
  constructor(files: readonly LanguageFile[], version: string | null) {
    const byCode = new Map<string, string>();
    for (const f of files) if (!byCode.has(f.code)) byCode.set(f.code, f.path);
    this.#files = byCode;
    this.languages = [...byCode.keys()].sort();
    this.name = `tesseract.js${version ? ` ${version}` : ''} (npm, ${this.languages.length} languages)`;
  }

  async recognize(images: readonly OcrImage[], languages: readonly string[], run: OcrRun): Promise<OcrPage[]> {
    const langDir = join(run.workDir, 'ocr-languages');
    const outDir = join(run.workDir, 'ocr-pages');
    await mkdir(langDir, { recursive: true });
    await mkdir(outDir, { recursive: true });
    for (const code of languages) {
      const file = this.#files.get(code);
      if (!file) throw new Error(`language ${code} is not installed`);
      // A link, not a copy: the child reads the packaged model where npm put it, from the job's own folder.
      if (!existsSync(join(langDir, `${code}.traineddata`))) await symlink(file, join(langDir, `${code}.traineddata`));
    }
    const entry = childEntry(import.meta.url, 'js-child');
    const child = fork(entry.file, [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${Math.max(64, Math.floor(run.memoryMb))}`, '--no-warnings'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: engineEnv(),
      serialization: 'json',
    });
    child.on('message', (msg: JsOcrProgress) => {
      if (msg.type === 'page') run.onImage?.(msg.done, msg.total);
    });
    const request: JsOcrRequest = { images: images.map((i) => ({ path: i.path, dpi: i.dpi })), languages: [...languages], langDir, outDir, layout: run.layout ?? 'block' };
    const done = supervise(child, run, 'tesseract.js');
    // A child that is already gone (a cancel before it started, a budget it broke at once) cannot take the request:
    // the error comes here instead of as an unheard 'error' event, and the supervisor reports how the child ended.
    child.send(request, (err) => {
      if (err && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    await done;
    const pages: OcrPage[] = [];
    for (let i = 1; i <= images.length; i++) pages.push(JSON.parse(await readFile(join(outDir, `page-${i}.json`), 'utf8')) as OcrPage);
    return pages;
  }
}
