import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserBinary, BROWSER_INSTALL, findBrowserEngine } from '../../../src/tools/web/engine/find.js';
import { scratch, type Scratch } from '../../helpers/scratch.js';

/** The browser finder looks at PATH only: no browser is started, so a stand-in file is all it needs to see. */

let dir: Scratch;

beforeAll(async () => {
  dir = await scratch('browser-find');
  await mkdir(join(dir.dir, 'usr', 'bin'), { recursive: true });
  await mkdir(join(dir.dir, 'usr', 'lib', 'chromium'), { recursive: true });
  for (const path of ['usr/bin/chromium', 'usr/lib/chromium/chromium', 'google-chrome']) {
    await writeFile(join(dir.dir, path), '#!/bin/sh\nexit 1\n');
    await chmod(join(dir.dir, path), 0o755);
  }
});
afterAll(() => dir.done());

describe('the browser finder', () => {
  it('finds none on an empty PATH and names the command that adds one', async () => {
    const found = await findBrowserEngine(join(dir.dir, 'nothing-here'));
    expect(found).toEqual({ engine: null, status: { engine: null, install: BROWSER_INSTALL } });
    expect(BROWSER_INSTALL).toBe('sudo apt-get install chromium');
  });

  it('prefers chromium to other names, and starts the binary beside a Debian wrapper script', async () => {
    const found = await findBrowserEngine([dir.dir, join(dir.dir, 'usr', 'bin')].join(':'));
    expect(found.status.engine).toBe(`Chromium (native, ${join(dir.dir, 'usr', 'bin', 'chromium')})`);
    expect(found.engine?.name).toBe(found.status.engine);
    expect(browserBinary(join(dir.dir, 'usr', 'bin', 'chromium'))).toBe(join(dir.dir, 'usr', 'lib', 'chromium', 'chromium'));
    expect(browserBinary(join(dir.dir, 'google-chrome'))).toBe(join(dir.dir, 'google-chrome'));
  });
});
