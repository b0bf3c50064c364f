import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.js';
import { LOCALES_DIR } from '../../src/i18n/catalogue.js';
import { TEST_LOCALES_DIR } from '../i18n/pseudo.js';
import { createServices, startApp, type Overrides, type RunningApp, type Services } from '../../src/compose.js';
import { inject } from 'vitest';
import { startScaledTestApp } from './scaled-app.js';
import { diskFiles } from './stored-files.js';
import type { HttpMount } from '../../src/http/app.js';

export interface TestApp extends RunningApp {
  dataDir: string;
  /** Stops the server; the data folder is kept so a restart can be tested. */
  close(): Promise<void>;
  /** Stops and deletes the data folder. */
  destroy(): Promise<void>;
  /** The API key records as stored (the lowdb file, or the rows in PostgreSQL), to check what never is. */
  storedKeys(): Promise<string>;
  /** What the job files store holds of a job (files under its folder, or keys under its prefix in a bucket). */
  storedFiles(jobId: string): Promise<string[]>;
}

/**
 * Starts the real service on 127.0.0.1 with a random port and its own data folder. `routers` adds what the
 * composition root mounts beside the job routes (the web routers, for instance).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  overrides: Overrides = {},
  dataDir?: string,
  routers?: (services: Services) => HttpMount[],
): Promise<TestApp> {
  // In the `scaled` vitest project the suites run once more with this app as one process of a fleet.
  const scaled = inject('scaledDeployment');
  if (scaled && !routers) return startScaledTestApp(env, overrides, scaled);
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'gt-app-')));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MIN: '100000',
    // Tests fire many requests at once from one address; the cap has its own tests.
    MAX_CONNECTIONS_PER_IP: '0',
    WORKER_CONCURRENCY: '2',
    ...env,
  });
  // The test-only locales (test/i18n/locales) speak beside the shipped ones.
  const services = await createServices(config, { localeDirs: [LOCALES_DIR, TEST_LOCALES_DIR], ...overrides });
  const running = await startApp(services, routers?.(services));
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await running.stop();
  };
  return {
    ...running,
    dataDir: dir,
    close,
    storedFiles: (jobId) => diskFiles(dir, jobId),
    async storedKeys() {
      await services.flushStores();
      return readFile(join(dir, 'db.json'), 'utf8');
    },
    async destroy() {
      await close();
      // A job the stop abandoned may still write a file as the folder goes (the runner does not wait for its tool).
      await rm(dir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** A fetch wrapper that keeps the `sid` cookie like a browser, so each client is one session. */
export class Client {
  #cookie: string | null = null;

  constructor(
    readonly base: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** The session cookie this client holds, if any. */
  sid(): string | null {
    return this.#cookie ? this.#cookie.slice(4) : null;
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [k, v] of Object.entries(this.headers)) headers.set(k, v);
    if (this.#cookie) headers.set('cookie', this.#cookie);
    const res = await fetch(this.base + path, { ...init, headers });
    const set = res.headers.get('set-cookie');
    const m = set && /(?:^|,\s*)sid=([^;]+)/.exec(set);
    if (m) this.#cookie = `sid=${m[1]}`;
    return res;
  }

  async json(path: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown>; res: Response }> {
    const res = await this.request(path, init);
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
  }

  postJson(path: string, body: unknown) {
    return this.json(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  upload(path: string, fields: Record<string, string>, file?: { data: Uint8Array; name: string; type?: string }) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (file) form.set('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
    return this.json(path, { method: 'POST', body: form });
  }

  /** Polls a job until it leaves queued/processing. */
  async waitForJob(id: string, timeoutMs = 30_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { status, body } = await this.json(`/api/jobs/${id}`);
      if (status !== 200) throw new Error(`poll answered ${status}: ${JSON.stringify(body)}`);
      if (body.status !== 'queued' && body.status !== 'processing') return body;
      if (Date.now() > deadline) throw new Error(`job ${id} still ${String(body.status)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
