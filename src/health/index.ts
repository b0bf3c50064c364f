import { readFileSync } from 'node:fs';
import { FFMPEG_PATH } from '../tools/media/engine/ffmpeg.js';
import { createReadiness, diskCheck, enginesCheck, type Readiness } from './readiness.js';
import { readVersionInfo, type VersionInfo } from './version-info.js';

export { createReadiness, diskCheck, enginesCheck, type Readiness, type ReadinessCheck } from './readiness.js';
export type { VersionInfo } from './version-info.js';

export interface ServiceHealth {
  readiness: Readiness;
  version(): Promise<VersionInfo>;
  /** From now on /readyz answers 503, so a balancer stops sending work while this process drains. */
  stopping(): void;
}

function ownVersion(): string {
  try {
    // src/health → the project (or dist/, where the build writes its package.json).
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** The readiness checks every process has; others (a disk floor, say) are added with `readiness.add`. */
export function createServiceHealth(opts: {
  dataDir: string;
  commit?: string;
  engines?: () => Promise<Record<string, boolean>>;
  minFreeDiskMb?: () => number;
}): ServiceHealth {
  const readiness = createReadiness();
  let stopping = false;
  readiness.add('shutdown', () => (stopping ? { ok: false, detail: 'shutting down' } : { ok: true }));
  if (opts.engines) readiness.add('engines', enginesCheck(opts.engines));
  readiness.add('disk', diskCheck(opts.dataDir, opts.minFreeDiskMb ?? (() => 0)));
  let info: Promise<VersionInfo> | null = null;
  return {
    readiness,
    version: () => (info ??= readVersionInfo({ version: ownVersion(), commit: opts.commit, ffmpegPath: FFMPEG_PATH, cwd: process.cwd() })),
    stopping: () => {
      stopping = true;
    },
  };
}
