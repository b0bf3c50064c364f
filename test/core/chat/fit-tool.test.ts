import { describe, expect, it } from 'vitest';
import { fitRunFor } from '../../../src/core/chat/fit-tool.js';

/** A catalogue as the registry lists it: kind, accepted types, output, and whether `target_size` is a parameter. */
const CATALOGUE = [
  { slug: 'image-grayscale', accepts: ['image/png', 'image/jpeg'], output: 'same as input', fits: false },
  { slug: 'image-convert-jpg', accepts: ['image/png', 'image/jpeg', 'image/webp'], output: 'image/jpeg', fits: true },
  { slug: 'image-compress', accepts: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/heic'], output: 'same as input', fits: true },
  { slug: 'image-convert-heic', accepts: ['image/png', 'image/jpeg', 'image/heic'], output: 'image/heic', fits: true },
  { slug: 'video-to-webm', accepts: ['video/*'], output: 'video/webm', fits: false },
  { slug: 'video-to-mp4', accepts: ['video/*'], output: 'video/mp4', fits: true },
  { slug: 'pdf-compress', accepts: ['application/pdf'], output: 'application/pdf', fits: false },
];
const tools = {
  all: () => CATALOGUE.map((t) => ({ ...t, kind: 'upload' as const })) as never,
  info: (slug: string) => {
    const t = CATALOGUE.find((c) => c.slug === slug)!;
    return { slug, accepts: t.accepts, output: t.output, params: { properties: t.fits ? { target_size: {} } : {} } } as never;
  },
};

describe('the "fit" run for a result too large for a chat', () => {
  it('keeps a type a size can be reached in, makes a lossless image a lossy WebP, and has nothing where no tool takes target_size', () => {
    expect(fitRunFor(tools, 'video/mp4')).toEqual({ tool: 'video-to-mp4', params: {} });
    expect(fitRunFor(tools, 'video/quicktime')).toEqual({ tool: 'video-to-mp4', params: {} });
    expect(fitRunFor(tools, 'image/jpeg')).toEqual({ tool: 'image-convert-jpg', params: {} });
    expect(fitRunFor(tools, 'image/webp')).toEqual({ tool: 'image-compress', params: {} });
    expect(fitRunFor(tools, 'image/png')).toEqual({ tool: 'image-compress', params: { format: 'webp' } });
    expect(fitRunFor(tools, 'image/gif')).toEqual({ tool: 'image-compress', params: { format: 'webp' } });
    expect(fitRunFor(tools, 'application/pdf')).toBeNull();
    // A phone photo is fitted as a WebP chats show, not kept HEIC by the tool that could.
    expect(fitRunFor(tools, 'image/heic')).toEqual({ tool: 'image-compress', params: { format: 'webp' } });
  });
});
