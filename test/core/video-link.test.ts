import { describe, expect, it } from 'vitest';
import { canonicalVideoUrl, extractVideoId } from '../../src/core/video-link.js';

const ID = 'dQw4w9WgXcQ';

describe('extractVideoId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s&list=PLx&si=abc`,
    `https://youtube.com/watch?feature=share&v=${ID}`,
    `http://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}?t=10&si=x`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/embed/${ID}?start=5`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}?si=1`,
    `https://www.youtube.com/v/${ID}?version=3`,
    `https://www.youtube.com/e/${ID}`,
    `https://www.youtube.com/watch/${ID}`,
    `https://www.youtube.com/attribution_link?a=x&u=%2Fwatch%3Fv%3D${ID}%26feature%3Dshare`,
    `  ${ID}  `,
    `https://WWW.YOUTUBE.COM/watch?v=${ID}`,
  ])('accepts %s', (link) => {
    expect(extractVideoId(link)).toBe(ID);
  });

  it.each([
    'https://www.youtube.com/embed/videoseries?list=PL123',
    'https://www.youtube.com/embed/live_stream?channel=UC1',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com/channel/UC123456789',
    'https://www.youtube.com/@someone',
    `https://www.youtube.com.evil.com/watch?v=${ID}`,
    `https://evil.com/www.youtube.com/watch?v=${ID}`,
    `https://youtube.com@evil.com/watch?v=${ID}`,
    `https://user:pass@www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    `ftp://www.youtube.com/watch?v=${ID}`,
    `javascript:alert(1)//${ID}`,
    `https://www.youtube.com/watch?v=${ID.slice(0, 10)}`,
    `https://www.youtube.com/watch?v=${ID}x`,
    `http://127.0.0.1/watch?v=${ID}`,
    `http://localhost/watch?v=${ID}`,
    `http://[::ffff:127.0.0.1]/watch?v=${ID}`,
    `http://169.254.169.254/latest/meta-data/`,
    `http://2130706433/watch?v=${ID}`,
    `http://0177.0.0.1/watch?v=${ID}`,
    `https://youtu.be/${ID}/extra`,
    `https://www.youtube.com/attribution_link?u=https%3A%2F%2Fevil.com%2Fwatch%3Fv%3D${ID}`,
    '',
    'x'.repeat(5000),
  ])('refuses %s', (link) => {
    expect(extractVideoId(link)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(extractVideoId(undefined)).toBeNull();
    expect(extractVideoId(42)).toBeNull();
    expect(extractVideoId({ toString: () => ID })).toBeNull();
  });

  it('builds the canonical watch link', () => {
    expect(canonicalVideoUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
});
