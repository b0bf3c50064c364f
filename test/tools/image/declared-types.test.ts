import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { cleanup, type RunResult } from '../../helpers/tool-harness.js';
import { expectDeclaredOutput, toolsOf } from '../declared-types.js';
import { animatedGif, quadrantImage, tempDir, writeText } from './fixtures.js';

let dir: { dir: string; done: () => Promise<void> };
const inputs: Record<string, string> = {};
const results: RunResult[] = [];

beforeAll(async () => {
  dir = await tempDir();
  for (const fmt of ['png', 'jpeg', 'webp', 'gif'] as const) inputs[fmt] = await quadrantImage(dir.dir, fmt);
  inputs.animated = await animatedGif(dir.dir);
  inputs.svg = await writeText(
    dir.dir,
    'drawing.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#0a0"/></svg>',
  );
});
afterEach(async () => {
  for (const r of results.splice(0)) await cleanup(r);
});
afterAll(() => dir.done());

/** Parameters beyond the defaults where the defaults would not make the tool write anything. */
const PARAMS: Record<string, Record<string, unknown>> = {
  'image-crop': { crop_width: 8, crop_height: 8 },
  'image-watermark': { text: 'x' },
};

describe('every image tool writes the type it declares', () => {
  for (const tool of toolsOf('image')) {
    it(tool.slug, async () => {
      // "Same as input" tools are held to their rule on each kind of input; the others on one that fits.
      const kinds = tool.accepts.includes('image/png') ? ['png', 'jpeg', 'webp', 'gif', 'animated'] : ['svg'];
      for (const kind of kinds) {
        results.push(await expectDeclaredOutput(tool, { input: inputs[kind], params: PARAMS[tool.slug] }));
      }
    });
  }

  it('image-round-corners and image-compress follow their format parameter', async () => {
    const [round] = toolsOf('image').filter((t) => t.slug === 'image-round-corners');
    const [compress] = toolsOf('image').filter((t) => t.slug === 'image-compress');
    results.push(await expectDeclaredOutput(round, { input: inputs.jpeg, params: { format: 'webp' } }));
    for (const format of ['jpg', 'webp', 'avif', 'png']) {
      results.push(await expectDeclaredOutput(compress, { input: inputs.png, params: { format } }));
    }
  });
});
