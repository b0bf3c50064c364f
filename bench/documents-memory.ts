/**
 * Documents benchmark, memory line (`npm run bench -- documents`, or `-- documents-memory` alone): the peak resident
 * memory of the whole service, its own process and every engine process it started (LibreOffice, tesseract, the PDF
 * workers), while 2 office jobs (the office bench's 20-page docx → PDF) and 2 OCR jobs (a 300-dpi A4 page of English
 * text → text) run at once. The process tree's VmRSS is summed every 50 ms. Aim: < 1.5 GB. Also the warm cost of the
 * idle service: its tree's RSS 10 s after the jobs, less its RSS before them once warmed by one job of each. Aim: < 50 MB.
 */
import { readdir, readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { residentMb } from '../src/tools/shared/proc.js';
import { findOfficeEngine } from '../src/tools/office/engine/find.js';
import { ENGLISH_LINES, textPagePng } from '../test/helpers/ocr-pages.js';
import { beforeFigure } from './_load.js';
import { makeDocx } from './documents-office.js';
import { KEY, startServiceProcess, streamUpload, type ServiceProcess } from './_service.js';
import { record } from './_summary.js';

const A4_300DPI = { width: 2480, height: 3508 };

/** The process and all its descendants, from each process's parent in /proc/<pid>/stat. */
async function tree(root: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and brackets: fields after its closing parenthesis are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(name), ppid);
    } catch {
      // Gone between the listing and the read.
    }
  }
  const found = [root];
  for (let i = 0; i < found.length; i++) for (const [pid, ppid] of parents) if (ppid === found[i]) found.push(pid);
  return found;
}

async function treeMb(root: number): Promise<{ mb: number; processes: number }> {
  const pids = await tree(root);
  const sizes = await Promise.all(pids.map((p) => residentMb(p)));
  return { mb: sizes.reduce<number>((a, b) => a + (b ?? 0), 0), processes: pids.length };
}

async function runJob(s: ServiceProcess, tool: string, file: string): Promise<void> {
  const r = await streamUpload(s.port, '/upload', { tool }, file);
  if (r.status !== 202) throw new Error(`${tool}: upload answered ${r.status}: ${r.body}`);
  const id = (JSON.parse(r.body) as { job_id: string }).job_id;
  for (;;) {
    const job = (await (await fetch(`${s.url}/api/jobs/${id}`, { headers: { 'x-api-key': KEY } })).json()) as { status: string };
    if (job.status === 'completed') return;
    if (job.status !== 'queued' && job.status !== 'processing') throw new Error(`${tool}: job ended ${job.status}`);
    await new Promise((res) => setTimeout(res, 50));
  }
}

async function main(): Promise<void> {
  if (!(await findOfficeEngine()).engine) {
    console.log('documents (memory): LibreOffice is not installed (sh .ci/install-office.sh); no figure');
    process.exitCode = 1;
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'bench-memory-'));
  // Four jobs at once: two of each family.
  const service = await startServiceProcess(join(dir, 'data'), { WORKER_CONCURRENCY: '4' });
  try {
    const docx = join(dir, 'report.docx');
    await makeDocx(docx);
    const page = join(dir, 'page.png');
    const lines = Array.from({ length: 6 }, () => ENGLISH_LINES).flat();
    await writeFile(page, await textPagePng(lines, { ...A4_300DPI, fontPx: 50, margin: 200 }));
    // Warm: each engine once, so the figure is the jobs' cost, not first loads.
    await Promise.all([runJob(service, 'word-to-pdf', docx), runJob(service, 'ocr-image', page)]);
    await new Promise((r) => setTimeout(r, 3000));
    const idle = await treeMb(service.pid);

    const name = 'peak RSS of the service and its engines, 2 office + 2 OCR jobs at once (MB)';
    const before = await beforeFigure(name);
    let peak = idle;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const now = await treeMb(service.pid);
        if (now.mb > peak.mb) peak = now;
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const t0 = performance.now();
    await Promise.all([
      runJob(service, 'word-to-pdf', docx),
      runJob(service, 'word-to-pdf', docx),
      runJob(service, 'ocr-image', page),
      runJob(service, 'ocr-image', page),
    ]);
    const seconds = (performance.now() - t0) / 1000;
    sampling = false;
    await sampler;
    await new Promise((r) => setTimeout(r, 10_000));
    const after = await treeMb(service.pid);
    console.log(`idle (warm) ${idle.mb.toFixed(0)} MB in ${idle.processes} processes; peak ${peak.mb.toFixed(0)} MB in ${peak.processes} processes; 10 s after ${after.mb.toFixed(0)} MB in ${after.processes} processes; the four jobs took ${seconds.toFixed(1)} s`);
    record(name, Math.round(peak.mb), '< 1536', before);
    record('idle service RSS growth after 2 office + 2 OCR jobs (MB)', Math.round(after.mb - idle.mb), '< 50', before);
  } finally {
    await service.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
