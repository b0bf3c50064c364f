import { describe, expect, it } from 'vitest';
import { jobLane } from '../../../src/core/jobs/job-lane.js';
import { ToolRegistry } from '../../../src/core/tools/tool.registry.js';
import { geometryTools } from '../../../src/tools/image/definitions/geometry.js';
import { makeJob } from '../../helpers/job-factory.js';

/** Which slots a job waits for, decided from its record and the real image tools' definitions. */
describe('the light lane rule', () => {
  const tools = new ToolRegistry(geometryTools);
  const MAX = 256 * 1024;
  const upload = (mime: string, size: number, more = {}) =>
    makeJob({ tool: 'image-resize', input: { file: 'input.png', name: 'a.png', mime, size }, ...more });

  it('puts a small PNG or JPEG resize in the light lane', () => {
    expect(jobLane(upload('image/png', 1_300), tools, MAX)).toBe('light');
    expect(jobLane(upload('image/jpeg', MAX), tools, MAX)).toBe('light');
  });

  it('keeps an input over the size limit heavy', () => {
    expect(jobLane(upload('image/jpeg', MAX + 1), tools, MAX)).toBe('heavy');
  });

  it('keeps inputs that need a decoder process heavy (HEIF, JPEG XL, camera raw)', () => {
    expect(jobLane(upload('image/heic', 1_000), tools, MAX)).toBe('heavy');
    expect(jobLane(upload('image/jxl', 1_000), tools, MAX)).toBe('heavy');
  });

  it('keeps a tool that does not call itself light heavy', () => {
    const other = new ToolRegistry([{ ...geometryTools[0], light: undefined }]);
    expect(jobLane(upload('image/png', 1_000), other, MAX)).toBe('heavy');
    expect(jobLane(upload('image/png', 1_000, { tool: 'no-such-tool' }), tools, MAX)).toBe('heavy');
  });

  it('keeps pipelines, many-file jobs, link jobs and jobs without an input heavy', () => {
    const steps = [{ tool: 'image-resize', params: {} }];
    expect(jobLane(upload('image/png', 1_000, { steps }), tools, MAX)).toBe('heavy');
    expect(jobLane(upload('image/png', 1_000, { inputs: [{ file: 'input.0.png', name: 'a.png', mime: 'image/png', size: 1_000 }] }), tools, MAX)).toBe('heavy');
    expect(jobLane(upload('image/png', 1_000, { url: 'https://example.com/' }), tools, MAX)).toBe('heavy');
    expect(jobLane(makeJob({ tool: 'image-resize' }), tools, MAX)).toBe('heavy');
  });

  it('makes every job heavy when the light size limit is 0', () => {
    expect(jobLane(upload('image/png', 1), tools, 0)).toBe('heavy');
  });
});
