import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startupLines, startupSummary } from '../src/app/startup-summary.js';

const facts = (host: string) => ({
  config: loadConfig({ HOST: host, PORT: '3000', DATA_DIR: '/tmp/gt-bind' }),
  listen: 'http://127.0.0.1:3000',
  tools: 1,
  bots: {},
  priceSources: [],
  metrics: null,
  families: { office: { engine: null, install: 'x' }, ocr: { engine: 'y' }, browser: { engine: 'z' } },
});

describe('the start-up line', () => {
  it('names the address the socket is bound to, not the loopback it is reached on', () => {
    expect(startupLines(facts('0.0.0.0'))).toContain('(listening on 0.0.0.0:3000 (every interface))');
    expect(startupSummary(facts('0.0.0.0'))).toMatchObject({ listen: 'http://127.0.0.1:3000', bound: '0.0.0.0:3000 (every interface)' });
    expect(startupLines(facts('127.0.0.1'))).toContain('(listening on 127.0.0.1:3000)');
  });
});
