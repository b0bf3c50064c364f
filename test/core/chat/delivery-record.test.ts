import { describe, expect, it } from 'vitest';
import { DeliveryRecords, type Shown } from '../../../src/core/chat/delivery-record.js';
import type { ChatTarget } from '../../../src/core/chat/chat-target.js';

const target: ChatTarget = { platform: 'telegram', chatId: 5, userId: '5', replyTo: null };

describe('a chat job’s delivery record', () => {
  it('walks admitted → announcing → showing → settling and is dropped once it holds nothing', async () => {
    const jobs = new DeliveryRecords();
    const r = jobs.of('j1');
    r.admit(target);
    expect(r.state).toBe('admitted');
    r.heard({ state: 'processing', progress: 10, stage: 'x' } as never);
    expect(r.early).not.toBeNull();
    r.announce(Promise.resolve());
    expect(r.state).toBe('announcing');
    let closed = 0;
    const shown: Shown = { platform: 'telegram', bound: { target }, updater: { close: () => void closed++ } };
    r.show(shown);
    r.announced();
    expect([r.state, r.early]).toEqual(['showing', null]);
    r.settle(Promise.resolve());
    expect(r.state).toBe('settling');
    // Progress heard while the result goes out is not kept for a message that is about to be final.
    r.heard({ state: 'processing', progress: 90, stage: 'x' } as never);
    expect(r.early).toBeNull();
    expect(r.takeOver()).toBe(shown);
    jobs.release(r);
    expect(jobs.get('j1')).toBe(r);
    r.settled();
    jobs.release(r);
    expect(jobs.get('j1')).toBeUndefined();
    expect(closed).toBe(0);
  });

  it('a bot that stops closes its status messages and lets go of its jobs', () => {
    const jobs = new DeliveryRecords();
    let closed = 0;
    const r = jobs.of('j2');
    r.admit(target);
    r.show({ platform: 'telegram', bound: { target }, updater: { close: () => void closed++ } });
    const other = jobs.of('j3');
    other.admit({ platform: 'discord', userId: '1', channelId: '2', guildId: null, token: '', issuedAt: 0, sizeLimit: 1 });
    for (const rec of jobs.all()) {
      rec.detach('telegram');
      jobs.release(rec);
    }
    expect(closed).toBe(1);
    expect(jobs.get('j2')).toBeUndefined();
    expect(jobs.get('j3')?.state).toBe('admitted');
  });
});
