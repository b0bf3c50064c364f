import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { cleanup, testToolEnv, type RunResult } from '../../helpers/tool-harness.js';
import { expectDeclaredOutput, toolsOf } from '../declared-types.js';
import { fakeThumbnail, send, startFakeHost, type FakeHost } from './fake-host.js';

const ID = 'dQw4w9WgXcQ';
let host: FakeHost;
const results: RunResult[] = [];

beforeAll(async () => {
  host = await startFakeHost();
  // Every size the host serves, distinct from its 120x90 placeholder, as JPEG and WebP; and the oEmbed answer.
  const sizes: Record<string, [number, number]> = { default: [120, 90], mqdefault: [320, 180], hqdefault: [480, 360], sddefault: [640, 480], maxresdefault: [1280, 720] };
  for (const [file, [w, h]] of Object.entries(sizes)) {
    host.routes.set(`/img/vi/${ID}/${file}.jpg`, send(await fakeThumbnail(w, h), 'image/jpeg'));
    host.routes.set(`/img/vi_webp/${ID}/${file}.webp`, send(await fakeThumbnail(w, h, 'webp'), 'image/webp'));
  }
  const oembed = { title: 'A video', author_name: 'A channel', type: 'video', version: '1.0', provider_name: 'YouTube', width: 200, height: 113, html: '<iframe></iframe>' };
  host.routes.set('/oembed', send(JSON.stringify(oembed), 'application/json'));
});
afterEach(async () => {
  for (const r of results.splice(0)) await cleanup(r);
});
afterAll(() => host.close());

const env = () => testToolEnv({ videoThumbnailUrl: `${host.origin}/img`, videoOembedUrl: `${host.origin}/oembed` });

describe('every video-link tool writes the type it declares', () => {
  for (const tool of toolsOf('url')) {
    it(tool.slug, async () => {
      const formats = 'format' in tool.params.shape ? [{}, { format: 'png' }, { format: 'webp' }] : [{}];
      for (const params of formats) results.push(await expectDeclaredOutput(tool, { videoId: ID, params, env: env() }));
    });
  }
});
