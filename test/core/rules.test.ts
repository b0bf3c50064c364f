import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import { classifyRawFailure, failureMessage } from '../../src/core/jobs/failure-message.js';
import { PerMinuteLimiter } from '../../src/core/limits/rate-limiter.js';
import { createRateLimit } from '../../src/limits/rate-limit.js';
import { parsePageRanges } from '../../src/core/tools/pages.js';
import { loadConfig, ConfigError } from '../../src/config.js';

describe('failure wording', () => {
  it('words each kind with one of the spec\'s four messages; a job stopped by its time budget is "too large" (issue 37)', () => {
    expect(failureMessage('invalid_link')).toMatch(/not a valid video link/);
    expect(failureMessage('disabled')).toMatch(/disabled on this server/);
    expect(failureMessage('too_large')).toBe('The file is too large for this tool.');
    expect(failureMessage('timeout')).toBe('The file is too large for this tool.');
    // A web capture's page is not a video link: its own words, which name the page's possible faults (issue 38).
    expect(failureMessage('page_unavailable')).toMatch(/^The web page could not be captured: .*not allowed here.*answered with an error.*did not load in time\.$/);
    expect(failureMessage('page_unavailable')).not.toMatch(/video/);
    for (const kind of ['invalid_input', 'internal'] as const) {
      expect(failureMessage(kind)).toBe('The file could not be processed. Check the format and retry.');
    }
  });

  it('classifies raw third-party text by the first matching rule, else as unreadable input', () => {
    expect(classifyRawFailure('invalid video URL: x exceeds')).toBe('invalid_link');
    expect(classifyRawFailure('url tools are disabled on this server; size exceeds')).toBe('disabled');
    expect(classifyRawFailure('input exceeds pixel limit')).toBe('too_large');
    expect(classifyRawFailure('VipsJpeg: premature end')).toBe('invalid_input');
  });
});

describe('parsePageRanges', () => {
  it('reads ranges, open ends and all', () => {
    expect(parsePageRanges('1-3,5,9-', 10)).toEqual([0, 1, 2, 4, 8, 9]);
    expect(parsePageRanges('all', 3)).toEqual([0, 1, 2]);
    expect(parsePageRanges(undefined, 2)).toEqual([0, 1]);
    expect(parsePageRanges(' 2 , 2-3 ', 5)).toEqual([1, 2]);
  });

  it('refuses pages outside the document and over the cap', () => {
    expect(() => parsePageRanges('4', 3)).toThrow(/outside the document \(1-3\)/);
    expect(() => parsePageRanges('0-2', 3)).toThrow(AppError);
    expect(() => parsePageRanges('3-1', 3)).toThrow(AppError);
    expect(() => parsePageRanges('a', 3)).toThrow(/not a page range/);
    expect(() => parsePageRanges('all', 200, 100)).toThrow(/limit is 100/);
  });
});

describe('RequestLimiter over the memory rate limit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows the budget, refuses with a retry time, and gives a point back after 60/budget s', async () => {
    vi.useFakeTimers();
    const limiter = new PerMinuteLimiter(createRateLimit({ perMinute: 60, name: 'test' }), 60);
    // Answered synchronously: nothing to wait for on the request path.
    for (let i = 0; i < 60; i++) expect(limiter.take('a')).toBeUndefined();
    // A budget in memory answers synchronously: the refusal is thrown at once.
    const err = (() => {
      try {
        expect(limiter.take('a')).toBeUndefined();
        return null;
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('rate_limited');
    expect((err as AppError).details.retryAfter).toBe(1);
    await limiter.take('b'); // another key has its own budget
    await vi.advanceTimersByTimeAsync(1000);
    await limiter.take('a');
    expect(() => limiter.take('a')).toThrow(expect.objectContaining({ code: 'rate_limited' }));
  });

  it('holds under concurrency: 40 at once against a budget of 5 let exactly 5 through', async () => {
    const limiter = new PerMinuteLimiter(createRateLimit({ perMinute: 5, name: 'test' }), 5);
    const answers = await Promise.allSettled(Array.from({ length: 40 }, async () => limiter.take('same')));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(5);
  });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      BASE_URL: 'http://localhost:3000',
      MAX_UPLOAD_MB: 100,
      JOB_TTL_S: 86400,
      JOB_TIMEOUT_S: 300,
      MAX_ACTIVE_JOBS_PER_SESSION: 5,
      MAX_QUEUE: 1000,
      RATE_LIMIT_PER_MIN: 120,
      LOG_LEVEL: 'info',
      API_KEYS: [],
      FEATURE_URL_TOOLS: true,
    });
    expect(c.WORKER_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(c.DATA_DIR.endsWith('/data')).toBe(true);
  });

  it('lists every invalid variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', MAX_UPLOAD_MB: '-1', LOG_LEVEL: 'loud', BASE_URL: 'ftp://x' });
      throw new Error('should have thrown');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'MAX_UPLOAD_MB', 'LOG_LEVEL', 'BASE_URL']) expect(problems).toContain(name);
    }
  });

  it('splits API_KEYS and trims BASE_URL', () => {
    const [a, b, c3] = ['a'.repeat(24), 'b'.repeat(24), 'c'.repeat(24)];
    const c = loadConfig({ API_KEYS: ` ${a}, ${b} ,,${c3}`, BASE_URL: 'https://tools.example.org/' });
    expect(c.API_KEYS).toEqual([a, b, c3]);
    expect(c.BASE_URL).toBe('https://tools.example.org');
  });
});

describe('safeEqual', () => {
  it('answers equality exactly, whatever the lengths and characters', async () => {
    const { safeEqual } = await import('../../src/core/ids.js');
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('', '')).toBe(true);
    for (const [a, b] of [['abc', 'abd'], ['abc', 'ab'], ['ab', 'abc'], ['', 'a'], ['a', ''], ['é', 'e'], ['\u0000', ''], ['abc\u0000', 'abc']]) {
      expect(safeEqual(a, b)).toBe(false);
    }
    expect(safeEqual('ключ-😀', 'ключ-😀')).toBe(true);
  });
});
