import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue.js';
import { createToolRegistry } from '../../../src/tools/index.js';
import { imageTools } from '../../../src/tools/image/index.js';
import { SEED_PARAM_KEYS } from '../../../src/core/tools/params.js';

describe('image tool registry', () => {
  it('lists every image tool of the catalogue, in catalogue order, and only image upload tools', () => {
    const expected = CATALOGUE.filter((c) => c.category === 'image').map((c) => c.slug);
    const listed = createToolRegistry(imageTools).all();
    expect(listed.map((t) => t.slug).filter((slug) => expected.includes(slug))).toEqual(expected);
    for (const t of listed) expect([t.kind, t.category], t.slug).toEqual(['upload', 'image']);
  });

  it('describes every tool and uses only seed parameter names', () => {
    const registry = createToolRegistry(imageTools);
    for (const t of imageTools) {
      expect(t.title.length, t.slug).toBeGreaterThan(3);
      expect(t.description, t.slug).toMatch(/^[A-Z].+\.$/);
      expect(t.accepts.length, t.slug).toBeGreaterThan(0);
      for (const key of Object.keys(t.params.shape)) expect(SEED_PARAM_KEYS, t.slug).toContain(key);
      const info = registry.info(t.slug);
      expect(info?.params, t.slug).toMatchObject({ type: 'object' });
    }
  });

  it('publishes the catalogue defaults', () => {
    const defaults = (slug: string) => imageTools.find((t) => t.slug === slug)?.params.parse({});
    expect(defaults('image-convert-jpg')).toEqual({ quality: 85 });
    expect(defaults('image-convert-png')).toEqual({ level: 6 });
    expect(defaults('image-convert-webp')).toEqual({ quality: 80, preset: 'lossy' });
    expect(defaults('image-convert-avif')).toEqual({ quality: 50 });
    expect(defaults('image-convert-ico')).toEqual({ width: 256 });
    expect(defaults('svg-to-png')).toEqual({ width: 1024 });
    expect(defaults('image-resize')).toEqual({ width: 800, preset: 'inside' });
    expect(defaults('image-rotate')).toEqual({ degrees: 90 });
    expect(defaults('image-flip')).toEqual({ direction: 'horizontal' });
    expect(defaults('image-compress')).toEqual({ quality: 75, format: 'keep' });
    expect(defaults('image-blur')).toEqual({ level: 5 });
    expect(defaults('image-sharpen')).toEqual({ level: 1 });
    expect(defaults('image-brightness')).toEqual({ factor: 1.2 });
    expect(defaults('image-saturation')).toEqual({ factor: 1.5 });
    expect(defaults('image-pixelate')).toEqual({ level: 12 });
    expect(defaults('image-round-corners')).toEqual({ level: 32, format: 'png' });
    expect(defaults('image-add-border')).toEqual({ level: 20, preset: 'white' });
    expect(defaults('image-trim')).toEqual({ level: 10 });
    expect(defaults('image-upscale')).toEqual({ factor: 2 });
  });
});
