import { NO_ENGINES } from '../src/core/tools/engines/families.js';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { ToolDefinition, ToolOutput } from '../src/core/tools/tool.types.js';
import { FFMPEG_PATH, MEDIA_THREADS } from '../src/tools/media/engine/ffmpeg.js';
import { mediaTools } from '../src/tools/media/index.js';
import { detectFile } from '../src/tools/shared/detect.js';
import { DEFAULT_TOOL_LIMITS } from '../src/tools/shared/limits.js';
import { safeStem } from '../src/core/tools/names.js';
import { median, report } from './_util.js';
import { PdfWorkerPool } from '../src/tools/pdf/engine/pool.js';

/**
 * Media benchmark.
 * 1. video-to-mp4 (defaults: x264 veryfast CRF 23, AAC 128k) on a 30 s 720p clip, through the tool exactly as
 *    the job service runs it (detect, parse, validate, probe, hardened ffmpeg), against the same encode run as a
 *    bare ffmpeg command. Runs alternate so machine load hits both alike. Target: ratio ≤ 1.1.
 * 2. Peak memory while four encodes run at once: Node's RSS and the summed RSS of the ffmpeg children.
 */
const RUNS = Number(process.env.MEDIA_BENCH_RUNS ?? 3);
const tool = mediaTools.find((t) => t.slug === 'video-to-mp4') as ToolDefinition;

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG_PATH, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-2000)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}: ${err}`))));
  });
}

async function runTool(input: string, workDir: string): Promise<ToolOutput> {
  const detected = await detectFile(input);
  if (!detected || !tool.accepts.includes(detected.mime)) throw new Error('fixture not accepted');
  const params = tool.params.parse({});
  const env = {
    limits: { ...DEFAULT_TOOL_LIMITS },
    videoThumbnailUrl: 'http://127.0.0.1:9/thumbs',
    videoOembedUrl: 'http://127.0.0.1:9/oembed',
    urlToolsEnabled: async () => false,
    fetch: globalThis.fetch,
    pdf: new PdfWorkerPool(),
    engines: NO_ENGINES,
  };
  const file = { path: input, name: basename(input), mime: detected.mime, ext: detected.ext, size: (await stat(input)).size };
  await tool.validate?.(params, file, env);
  return tool.run({
    params,
    input: file,
    url: null,
    videoId: null,
    workDir,
    baseName: safeStem(file.name),
    signal: new AbortController().signal,
    progress: () => undefined,
    env,
  });
}

/** The tool's encode as a plain command: same streams, filters, codecs, settings and threads; no hardening. */
const bareArgs = (input: string, out: string) => [
  '-nostdin', '-y', '-loglevel', 'error', '-threads', String(MEDIA_THREADS), '-i', input, '-threads', String(MEDIA_THREADS),
  '-map', '0:0', '-map', '0:1',
  '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2',
  '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
  '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-f', 'mp4', out,
];

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return (performance.now() - t0) / 1000;
}

/** RSS in bytes of a process, from /proc (0 once it has gone). */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  return m ? Number(m[1]) * 1024 : 0;
}

/** Processes whose NUL-separated command line passes `match` (one that exits meanwhile reads as empty). */
async function processes(match: (cmdline: string) => boolean): Promise<number[]> {
  const pids: number[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (match(cmd)) pids.push(Number(pid));
  }
  return pids;
}

const ffmpegChildren = (needle: string) => processes((cmd) => cmd.startsWith(FFMPEG_PATH) && cmd.includes(needle));

const mib = (b: number) => `${(b / 2 ** 20).toFixed(0)} MiB`;

const TICKS = 100; // USER_HZ on Linux

/**
 * CPU seconds used by every ffmpeg/ffprobe process whose command line mentions `needle`, sampled from /proc
 * every 50 ms (the last < 50 ms of each process are missed alike for both sides). Wall time on a shared
 * machine swings with other load; CPU time shows what each way of running costs.
 */
function cpuWatcher(needle: string): { stop(): Promise<number> } {
  const seen = new Map<number, number>();
  let on = true;
  const loop = (async () => {
    while (on) {
      for (const pid of await processes((cmd) => cmd.includes(needle) && /ff(mpeg|probe)/.test(cmd.split('\0')[0]))) {
        const st = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
        const fields = st.slice(st.lastIndexOf(')') + 2).split(' ');
        const ticks = Number(fields[11]) + Number(fields[12]);
        if (Number.isFinite(ticks)) seen.set(pid, Math.max(seen.get(pid) ?? 0, ticks));
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    async stop() {
      on = false;
      await loop;
      return [...seen.values()].reduce((a, b) => a + b, 0) / TICKS;
    },
  };
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-media-'));
  try {
    const input = join(dir, 'clip720.mp4');
    console.log('making a 30 s 1280x720 test clip...');
    await ffmpeg([
      '-nostdin', '-y', '-loglevel', 'error',
      '-f', 'lavfi', '-i', 'testsrc2=s=1280x720:r=30:d=30',
      '-f', 'lavfi', '-i', 'sine=f=440:d=30:sample_rate=48000',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '192k', input,
    ]);

    const toolTimes: number[] = [];
    const bareTimes: number[] = [];
    const toolCpu: number[] = [];
    const bareCpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const bareOut = join(dir, `bare-${i}.mp4`);
      let watch = cpuWatcher(input);
      bareTimes.push(await timed(() => ffmpeg(bareArgs(input, bareOut))));
      bareCpu.push(await watch.stop());
      await rm(bareOut, { force: true });
      const work = join(dir, `tool-${i}`);
      await mkdir(work);
      watch = cpuWatcher(input);
      toolTimes.push(await timed(() => runTool(input, work)));
      toolCpu.push(await watch.stop());
      await rm(work, { recursive: true, force: true });
      console.log(
        `run ${i + 1}/${RUNS}: bare ${bareTimes[i].toFixed(2)} s (${bareCpu[i].toFixed(1)} CPU s), ` +
          `tool ${toolTimes[i].toFixed(2)} s (${toolCpu[i].toFixed(1)} CPU s)`,
      );
    }
    report('video-to-mp4 30 s 720p, median wall seconds', median(toolTimes), median(bareTimes), '≤ 1.10');
    report('video-to-mp4 30 s 720p, median CPU seconds (ffmpeg + ffprobe)', median(toolCpu), median(bareCpu), '≤ 1.10');
    console.log(`load average during the run: ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')}`);

    console.log('four concurrent video-to-mp4 encodes of the same clip...');
    const works = await Promise.all([0, 1, 2, 3].map(async (i) => {
      const w = join(dir, `conc-${i}`);
      await mkdir(w);
      return w;
    }));
    let peakNode = process.memoryUsage().rss;
    let peakChildren = 0;
    let peakSingle = 0;
    let running = true;
    const sampler = (async () => {
      while (running) {
        peakNode = Math.max(peakNode, process.memoryUsage().rss);
        const rss = await Promise.all((await ffmpegChildren(dir)).map(rssOf));
        peakChildren = Math.max(peakChildren, rss.reduce((a, b) => a + b, 0));
        peakSingle = Math.max(peakSingle, ...rss, 0);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const wall = await timed(() => Promise.all(works.map((w) => runTool(input, w))));
    running = false;
    await sampler;
    console.log(
      `4 concurrent encodes: ${wall.toFixed(1)} s wall; peak RSS node ${mib(peakNode)}, ` +
        `ffmpeg children together ${mib(peakChildren)} (largest one ${mib(peakSingle)})`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
