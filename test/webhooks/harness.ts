import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runApiKeyCli } from '../../src/cli/apikey.js';
import type { Overrides } from '../../src/app/services.js';
import type { WebhookDelivery } from '../../src/core/webhooks/webhook.schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/** Short retry timings so the retry tests run in well under a second each. */
export const FAST_HOOKS = {
  WEBHOOK_ALLOW_INSECURE: 'true',
  WEBHOOK_RETRY_BASE_MS: '40',
  WEBHOOK_RETRY_MAX_MS: '200',
  WEBHOOK_TIMEOUT_MS: '400',
  WEBHOOK_POLL_MS: '20',
};

export interface KeyedData {
  dataDir: string;
  id: string;
  key: string;
  secret: string;
}

/** A data folder with one key made the way an operator makes it (`npm run apikey -- create`). */
export async function folderWithKey(): Promise<KeyedData> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gt-hooks-'));
  const lines: string[] = [];
  const code = await runApiKeyCli(['create', 'hooks', 'test'], (l) => lines.push(l), { DATA_DIR: dataDir });
  if (code !== 0) throw new Error(lines.join('\n'));
  const text = lines.join('\n');
  return {
    dataDir,
    id: /id:\s+(\S+)/.exec(text)![1],
    key: /key:\s+(\S+)/.exec(text)![1],
    secret: /webhook signing secret:\s+(\S+)/.exec(text)![1],
  };
}

export function startHooksApp(data: KeyedData, env: Record<string, string> = {}, overrides: Overrides = {}): Promise<TestApp> {
  return startTestApp({ ...FAST_HOOKS, ...env }, overrides, data.dataDir);
}

/** The stored delivery of an event (state, attempts), read through the service. */
export async function deliveryOf(app: TestApp, keyId: string, id: string): Promise<WebhookDelivery | undefined> {
  return (await app.services.webhooks.service.recent(keyId, 1000)).find((d) => d.id === id);
}
