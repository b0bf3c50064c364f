/**
 * Web page capture benchmark: `npm run bench -- documents` (or `npx tsx bench/documents-web.ts`)
 *
 * URL to PDF of a local 1 MB page through the service (the job posted over HTTP until it is completed: a browser of
 * its own, the address policy's proxy, the PDF checked and stored) against Chromium's own `--print-to-pdf` on the same
 * URL, each with a fresh profile, interleaved, in the same run. Target: ≤ 1.5.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserBinary, findBrowserProgram } from '../src/tools/web/engine/find.js';
import { beforeFigure, interleaved } from './_load.js';
import { KEY, startServiceProcess } from './_service.js';
import { median, report } from './_util.js';

const ROUNDS = 5;
const TARGET = '≤ 1.5';
const PAGE_BYTES = 1024 * 1024;

/** About 1 MB of paragraphs with headings and a table: a long article, some 40 printed pages. */
function bigPage(): string {
  const parts: string[] = ['<!DOCTYPE html><html><head><meta charset="utf-8"><title>Bench page</title>',
    '<style>body{font-family:sans-serif;margin:2em} td{border:1px solid #999;padding:2px 6px}</style></head><body>'];
  let size = parts.join('').length;
  for (let i = 0; size < PAGE_BYTES; i++) {
    const block = i % 20 === 0
      ? `<h2>Section ${i / 20 + 1}</h2><table>${Array.from({ length: 5 }, (_, r) => `<tr><td>row ${r}</td><td>${r * i}</td></tr>`).join('')}</table>`
      : `<p>Paragraph ${i}: the quick brown fox jumps over the lazy dog. ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8)}</p>`;
    parts.push(block);
    size += block.length;
  }
  parts.push('</body></html>');
  return parts.join('');
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}`))));
  });
}

async function main(): Promise<void> {
  const program = findBrowserProgram();
  if (!program) {
    console.log('no Chromium on PATH: skipped (sudo apt-get install chromium)');
    return;
  }
  // The very binary the service starts, so the figure is what the service adds and not what a wrapper costs.
  const browser = browserBinary(program);
  console.log(`baseline: ${browser} --headless --print-to-pdf`);
  const body = bigPage();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const dir = await mkdtemp(join(tmpdir(), 'bench-web-'));
  const service = await startServiceProcess(join(dir, 'data'), { CAPTURE_ALLOW_INSECURE: 'true' });
  try {
    const direct = async (): Promise<number> => {
      const profile = await mkdtemp(join(dir, 'profile-'));
      const started = performance.now();
      await run(browser, ['--headless', '--no-sandbox', '--disable-gpu', `--user-data-dir=${profile}`, `--print-to-pdf=${join(dir, 'direct.pdf')}`, pageUrl]);
      const ms = performance.now() - started;
      await rm(profile, { recursive: true, force: true });
      return ms;
    };
    const viaService = async (): Promise<number> => {
      const started = performance.now();
      const res = await fetch(`${service.url}/api/jobs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': KEY },
        body: JSON.stringify({ tool: 'url-to-pdf', url: pageUrl }),
      });
      const { job_id: id } = (await res.json()) as { job_id: string };
      for (;;) {
        const job = (await (await fetch(`${service.url}/api/jobs/${id}`, { headers: { 'x-api-key': KEY } })).json()) as { status: string; output_size?: number };
        if (job.status === 'completed') break;
        if (job.status !== 'queued' && job.status !== 'processing') throw new Error(`the capture ended ${job.status}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return performance.now() - started;
    };
    // One of each first, so neither side pays for a cold disk cache in the figure.
    await direct();
    await viaService();
    const before = await beforeFigure('url-to-pdf');
    const times = await interleaved(ROUNDS, direct, viaService);
    console.log(`page ${body.length} bytes; direct ${times.baseline.map((t) => t.toFixed(0)).join(', ')} ms; service ${times.measured.map((t) => t.toFixed(0)).join(', ')} ms`);
    report('url-to-pdf 1 MB page, median ms vs chromium --print-to-pdf', median(times.measured), median(times.baseline), TARGET, before);
  } finally {
    await service.stop();
    server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
