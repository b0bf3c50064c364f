import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';

export interface VersionInfo {
  version: string;
  commit: string | null;
  node: string;
  sharp: string;
  libvips: string;
  ffmpeg: string | null;
  mupdf: string | null;
}

const run = promisify(execFile);
/** A package's version from its package.json, found above its entry (mupdf does not export the file). */
async function packageVersion(name: string): Promise<string | null> {
  try {
    let dir = dirname(fileURLToPath(import.meta.resolve(name)));
    for (let i = 0; i < 5; i++, dir = dirname(dir)) {
      const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8').catch(() => '{}')) as { name?: string; version?: string };
      if (pkg.name === name) return pkg.version ?? null;
    }
    return null;
  } catch {
    return null;
  }
}

/** `ffmpeg version 7.0.2-static …` → `7.0.2-static`; null when the binary does not run. */
async function ffmpegVersion(path: string): Promise<string | null> {
  try {
    const { stdout } = await run(path, ['-version'], { timeout: 5_000 });
    return /^ffmpeg version (\S+)/.exec(stdout)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** The commit from GIT_COMMIT (set in the image), else from git where the code is a checkout. */
async function commitOf(given: string | undefined, cwd: string): Promise<string | null> {
  if (given) return given;
  try {
    const { stdout } = await run('git', ['rev-parse', 'HEAD'], { cwd, timeout: 5_000 });
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

/** Read once per process (it cannot change while it runs); /version answers from the result. */
export async function readVersionInfo(opts: { version: string; commit?: string; ffmpegPath: string; cwd: string }): Promise<VersionInfo> {
  const [commit, ffmpeg, mupdf] = await Promise.all([commitOf(opts.commit, opts.cwd), ffmpegVersion(opts.ffmpegPath), packageVersion('mupdf')]);
  return {
    version: opts.version,
    commit,
    node: process.versions.node,
    sharp: sharp.versions.sharp ?? 'unknown',
    libvips: sharp.versions.vips,
    ffmpeg,
    mupdf,
  };
}
