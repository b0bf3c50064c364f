/** The office family's finder: cheap (it looks, never starts anything) and what the start-up summary says of it. */
import { chmod, mkdtemp, rm, writeFile, access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startupLines } from '../../../src/app/startup-summary.js';
import { loadConfig } from '../../../src/config.js';
import { findOfficeEngine, OFFICE_INSTALL } from '../../../src/tools/office/engine/find.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'office-find-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('finding LibreOffice', () => {
  it('finds soffice on PATH without running it, and names the command that adds it when there is none', async () => {
    const marker = join(dir, 'ran');
    const fake = join(dir, 'soffice');
    await writeFile(fake, `#!/bin/sh\ntouch ${marker}\n`);
    await chmod(fake, 0o755);
    const found = await findOfficeEngine({ PATH: `/nonexistent:${dir}` }, []);
    expect(found.engine?.name).toMatch(new RegExp(`^LibreOffice \\(native, ${fake}`));
    expect(found.status).toEqual({ engine: found.engine!.name });
    await expect(access(marker)).rejects.toThrow();

    const none = await findOfficeEngine({ PATH: '/nonexistent' }, []);
    expect(none).toEqual({ engine: null, status: { engine: null, install: OFFICE_INSTALL } });
    const lines = startupLines({
      config: loadConfig({ DATA_DIR: dir }),
      listen: 'http://127.0.0.1:3000',
      tools: 1,
      bots: {},
      priceSources: [],
      metrics: null,
      families: { office: none.status, ocr: { engine: 'x' }, browser: { engine: 'y' } },
    });
    expect(lines).toContain(`office none: its tools are off (add with: ${OFFICE_INSTALL})`);
  });
});
