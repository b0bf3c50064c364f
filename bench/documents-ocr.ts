/**
 * OCR benchmark (`npm run bench -- documents`): the OCR line of the documents benchmark.
 *
 * 1. A 300-dpi A4 page of English text (rendered here) → text, upload → completed through the service (ocr-image),
 *    ÷ the same engine called directly on the same file (`tesseract page.png - --psm 6`, the service's page
 *    segmentation, with OpenMP's default threads as a user runs it). Aim ≤ 1.2.
 * 2. Both engines on that page: native tesseract (one thread, as the service runs it, and OpenMP's default) and
 *    tesseract.js (in this process as its README shows, and through our supervised child process), with their
 *    character error rates: the measurement behind which engine is the default.
 * 3. Character error rate per language on the bench's own rendered pages (English, Russian ≤ 5 %; Chinese only where a
 *    CJK font is installed, else reported as not measured).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM } from 'tesseract.js';
import type { OcrEngine } from '../src/core/tools/engines/ocr.js';
import { findNativeTesseract, findTesseractJs } from '../src/tools/ocr/engine/find.js';
import { PAGE_SEGMENTATION } from '../src/tools/ocr/engine/native.js';
import { characterErrorRate, textPagePng } from '../test/helpers/ocr-pages.js';
import { beforeFigure } from './_load.js';
import { KEY, startServiceProcess, streamUpload } from './_service.js';
import { record } from './_summary.js';
import { median } from './_util.js';

const ROUNDS = 3;
const A4_300DPI = { width: 2480, height: 3508 };
const WORDS = (
  'the of and to in is that for it as was with be by on not he this are or his from at which but have an they you ' +
  'were her all she there would their we him been has when who will more no if out so said what up its about into ' +
  'than them can only other new some could time these two may then do first any my now such like our over man me ' +
  'even most made after also did many before must through back years where much your way well down should because'
).split(' ');

/** Forty lines of 12-point text on a 300-dpi A4 page: about what a scanned letter holds. */
function englishPage(): string[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: 40 }, (_, i) => {
    const words: string[] = [];
    while (words.join(' ').length < 58) words.push(WORDS[Math.floor(next() * WORDS.length)]!);
    return `${i + 1}. ${words.join(' ')}.`;
  });
}

const RUSSIAN = [
  'Съешь же ещё этих мягких французских булок, да выпей чаю.',
  'Широкая электрификация южных губерний даст мощный толчок',
  'подъёму сельского хозяйства.',
  'В чащах юга жил бы цитрус? Да, но фальшивый экземпляр!',
];
const CHINESE = ['我们的软件可以识别图片中的文字。', '这是一个简单的测试页面，用来衡量识别的准确率。'];

async function page(dir: string, name: string, lines: readonly string[], font: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, await textPagePng(lines, { ...A4_300DPI, fontPx: 50, margin: 200, font }));
  return path;
}

/** The tesseract CLI on `path`, reading it as one block (psm 6) as the service does, unless `psm` says otherwise. */
function nativeCli(path: string, lang: string, threads?: number, psm = PAGE_SEGMENTATION): { ms: number; text: string } {
  const t0 = performance.now();
  const res = spawnSync('tesseract', [path, '-', '-l', lang, '--dpi', '300', '--psm', psm], {
    encoding: 'utf8',
    env: { ...process.env, ...(threads ? { OMP_THREAD_LIMIT: String(threads) } : {}) },
  });
  if (res.status !== 0) throw new Error(`tesseract failed: ${res.stderr}`);
  return { ms: performance.now() - t0, text: res.stdout };
}

async function viaService(url: string, port: number, path: string): Promise<number> {
  const t0 = performance.now();
  const r = await streamUpload(port, '/api/v1/convert', { tool: 'ocr-image' }, path);
  const { job_id } = JSON.parse(r.body) as { job_id: string };
  if (!job_id) throw new Error(`upload refused: ${r.status} ${r.body}`);
  for (;;) {
    const p = (await (await fetch(`${url}/api/jobs/${job_id}`, { headers: { 'x-api-key': KEY } })).json()) as { status: string };
    if (p.status === 'completed') break;
    if (p.status === 'failed') throw new Error(`ocr-image failed: ${JSON.stringify(p)}`);
    await new Promise((res) => setTimeout(res, 5));
  }
  return performance.now() - t0;
}

async function engineCall(engine: OcrEngine, path: string, lang: string, dir: string): Promise<{ ms: number; text: string }> {
  const workDir = await mkdtemp(join(dir, 'job-'));
  const t0 = performance.now();
  const [read] = await engine.recognize([{ path, dpi: 300 }], [lang], { signal: new AbortController().signal, timeoutMs: 300_000, memoryMb: 1024, workDir });
  const ms = performance.now() - t0;
  await rm(workDir, { recursive: true, force: true });
  return { ms, text: read!.text };
}

/** tesseract.js as its README shows it, in this process (the worker thread it starts), models from npm. */
async function tesseractJsDirect(path: string): Promise<{ ms: number; text: string }> {
  const require = createRequire(import.meta.url);
  const langPath = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
  const t0 = performance.now();
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
  const { data } = await worker.recognize(path);
  await worker.terminate();
  return { ms: performance.now() - t0, text: data.text };
}

const fmtCer = (c: number) => `${(c * 100).toFixed(2)} %`;

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-ocr-'));
  try {
    const lines = englishPage();
    const truth = lines.join('\n');
    const english = await page(dir, 'english-a4.png', lines, 'DejaVu Serif');
    const native = findNativeTesseract();
    const js = findTesseractJs();

    // 1. Through the service ÷ the engine called directly.
    if (native) {
      const name = 'ocr-image, 300-dpi A4 page → text, upload → completed ÷ tesseract CLI (median of run ratios)';
      const service = await startServiceProcess(join(dir, 'data'), { PDF_WORKER_SPARE: 'false' });
      const before = await beforeFigure(name);
      const ratios: number[] = [];
      const direct: number[] = [];
      const api: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        direct.push(nativeCli(english, 'eng').ms);
        api.push(await viaService(service.url, service.port, english));
        ratios.push(api.at(-1)! / direct.at(-1)!);
      }
      await service.stop();
      console.log(`  tesseract CLI ${direct.map((m) => m.toFixed(0)).join(' / ')} ms; service ${api.map((m) => m.toFixed(0)).join(' / ')} ms`);
      console.log(`  ratios ${ratios.map((r) => r.toFixed(2)).join(' / ')}`);
      record(name, median(ratios), '≤ 1.20', before);
    } else {
      console.log('native tesseract is not installed (sh .ci/install-ocr.sh): the service ratio is measured against tesseract.js below');
    }

    // 2. The engines side by side on the same page.
    console.log('engines on the English A4 page (best of runs; CER of the last):');
    const rows: Array<[string, () => Promise<{ ms: number; text: string }>]> = [];
    if (native) {
      rows.push(['native tesseract CLI, automatic layout (psm 3, the CLI default)', async () => nativeCli(english, 'eng', undefined, '3')]);
      rows.push(['native tesseract CLI, OpenMP default threads', async () => nativeCli(english, 'eng')]);
      rows.push(['native tesseract CLI, 1 thread (as the service runs it)', async () => nativeCli(english, 'eng', 1)]);
      rows.push(['native engine through our supervised process', () => engineCall(native, english, 'eng', dir)]);
    }
    if (js) {
      rows.push(['tesseract.js in-process (its README way)', () => tesseractJsDirect(english)]);
      rows.push(['tesseract.js through our supervised child process', () => engineCall(js, english, 'eng', dir)]);
    }
    const best: Record<string, number> = {};
    for (const [label, fn] of rows) {
      const runs: number[] = [];
      let text = '';
      for (let i = 0; i < ROUNDS; i++) ({ ms: runs[i], text } = await fn());
      best[label] = Math.min(...runs);
      console.log(`  ${label}: ${best[label]!.toFixed(0)} ms, CER ${fmtCer(characterErrorRate(truth, text))}`);
    }
    if (js) {
      const name = 'tesseract.js engine (supervised child) ÷ tesseract.js in-process, A4 page';
      const ratio = best['tesseract.js through our supervised child process']! / best['tesseract.js in-process (its README way)']!;
      console.log(`  ${name}: ${ratio.toFixed(2)}`);
      record(name, ratio, '≤ 1.20');
    }

    // 3. Accuracy per language on the bench's own pages.
    const engine = native ?? js!;
    const cerName = (lang: string) => `OCR character error rate, ${lang} page (${engine.name.split(' (')[0]}), %`;
    const en = await engineCall(engine, english, 'eng', dir);
    record(cerName('English'), characterErrorRate(truth, en.text) * 100, '≤ 2');
    console.log(`  English CER ${fmtCer(characterErrorRate(truth, en.text))}`);
    if (engine.languages.includes('rus')) {
      const ru = await engineCall(engine, await page(dir, 'russian.png', RUSSIAN, 'DejaVu Serif'), 'rus', dir);
      const cer = characterErrorRate(RUSSIAN.join('\n'), ru.text);
      record(cerName('Russian'), cer * 100, '≤ 5');
      console.log(`  Russian CER ${fmtCer(cer)}`);
    } else {
      console.log('  Russian: not measured (no Russian model: @tesseract.js-data has none; install tesseract-ocr-rus)');
    }
    const cjkFont = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).split('\n')[0]?.split(',')[0]?.trim();
    if (cjkFont && engine.languages.includes('chi_sim')) {
      const zh = await engineCall(engine, await page(dir, 'chinese.png', CHINESE, cjkFont), 'chi_sim', dir);
      // Chinese has no spaces: tesseract may put some between characters, which are not errors of reading.
      const cer = characterErrorRate(CHINESE.join(''), zh.text.replace(/\s+/g, ''));
      record(cerName('Chinese'), cer * 100, '≤ 5');
      console.log(`  Chinese CER ${fmtCer(cer)} (font ${cjkFont})`);
    } else {
      console.log('  Chinese: not measured (no CJK font on this machine: fonts-noto-cjk would add one)');
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
