// Run as a child process by engines-loading.test.ts: the embedded app as the integration tier starts it
// (createServices and the whole run module, with the web page), then the packages it loaded, as JSON on stdout.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService } from '../../../src/app/run.js';
import { createServices } from '../../../src/app/services.js';
import { loadConfig } from '../../../src/config.js';

const dir = await mkdtemp(join(tmpdir(), 'gt-loads-'));
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent', PDF_WORKER_SPARE: 'false' });
const running = await startService(await createServices(config));
const health = await fetch(`${running.url}/healthz`);
await running.stop();
await rm(dir, { recursive: true, force: true });
const urls = [...(globalThis as unknown as { __loadedModules: Set<string> }).__loadedModules];
const packages = [...new Set(urls.map((u) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(u)?.[1]).filter(Boolean))].sort();
process.stdout.write(`${JSON.stringify({ healthz: health.status, packages })}\n`);
process.exit(0);
