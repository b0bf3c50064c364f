import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../../src/core/webhooks/backoff.js';
import { newSigningSecret, signPayload } from '../../../src/core/webhooks/signature.js';

describe('webhook signatures (Standard Webhooks)', () => {
  it('a new secret is whsec_ and 32 random bytes in base64, a different one each time', () => {
    const a = newSigningSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(newSigningSecret()).not.toBe(a);
  });

  it('signs "id.timestamp.body" with the secret\'s decoded bytes, as a receiver checks it', () => {
    const secret = 'whsec_' + Buffer.alloc(32, 7).toString('base64');
    const body = '{"type":"job.completed","data":{"job_id":"abc"}}';
    const expected = createHmac('sha256', Buffer.alloc(32, 7)).update(`evt_1.1764072000.${body}`).digest('base64');
    expect(signPayload(secret, 'evt_1', 1764072000, body)).toBe(`v1,${expected}`);
    // The prefix is optional for the key; any change of id, time or body changes the signature.
    expect(signPayload(secret.slice(6), 'evt_1', 1764072000, body)).toBe(`v1,${expected}`);
    expect(signPayload(secret, 'evt_2', 1764072000, body)).not.toBe(`v1,${expected}`);
    expect(signPayload(secret, 'evt_1', 1764072001, body)).not.toBe(`v1,${expected}`);
    expect(signPayload(secret, 'evt_1', 1764072000, body + ' ')).not.toBe(`v1,${expected}`);
  });
});

describe('webhook retry backoff', () => {
  it('doubles from the base per failed attempt up to the cap, with at most 10 % jitter', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, 1000, 20_000, none))).toEqual([1000, 2000, 4000, 8000, 16_000, 20_000]);
    expect(retryDelayMs(1000, 1000, 20_000, none)).toBe(20_000);
    // Attempt 0 (nothing failed yet) is never shorter than the base.
    expect(retryDelayMs(0, 1000, 20_000, none)).toBe(1000);
    expect(retryDelayMs(3, 1000, 20_000, () => 0.999_999)).toBe(4400);
    for (let i = 0; i < 200; i++) {
      const d = retryDelayMs(3, 1000, 20_000);
      expect(d).toBeGreaterThanOrEqual(4000);
      expect(d).toBeLessThanOrEqual(4400);
    }
  });
});
