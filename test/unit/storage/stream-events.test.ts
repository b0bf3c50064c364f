import { describe, expect, it } from 'vitest';
import { STREAM_EVENTS_TTL_MS } from '../../../src/core/streams/event-log.ports.js';
import { MemoryStreamEventLog } from '../../../src/storage/stream-events.js';
import { ManualClock } from '../../helpers/clock.js';

const STREAM = '6f1c2a4e-8b3d-4f1a-9c2e-1d2b3c4d5e6f';

describe('the embedded log of resumable stream events', () => {
  it('hands back the events after an id, in order, to the stream’s owner only', async () => {
    const log = new MemoryStreamEventLog(new ManualClock());
    const first = await log.append(STREAM, 'owner-a', {});
    const second = await log.append(STREAM, 'owner-a', { jsonrpc: '2.0', method: 'notifications/progress' });
    const third = await log.append(STREAM, 'owner-a', { jsonrpc: '2.0', id: 1, result: {} });
    expect(await log.after(first, 'owner-a')).toEqual({
      stream: STREAM,
      events: [
        { id: second, message: { jsonrpc: '2.0', method: 'notifications/progress' } },
        { id: third, message: { jsonrpc: '2.0', id: 1, result: {} } },
      ],
    });
    expect(await log.after(third, 'owner-a')).toEqual({ stream: STREAM, events: [] });
    expect(await log.after(first, 'owner-b')).toBeNull();
    // An id past the stream's last, or not an id at all, is unknown.
    expect(await log.after(`${STREAM}.99`, 'owner-a')).toBeNull();
    expect(await log.after('nonsense', 'owner-a')).toBeNull();
  });

  it('forgets a stream ten minutes after its last event', async () => {
    const clock = new ManualClock();
    const log = new MemoryStreamEventLog(clock);
    const first = await log.append(STREAM, 'owner-a', {});
    clock.t += STREAM_EVENTS_TTL_MS - 1;
    await log.append(STREAM, 'owner-a', { jsonrpc: '2.0', method: 'x' });
    clock.t += STREAM_EVENTS_TTL_MS - 1;
    expect((await log.after(first, 'owner-a'))?.events).toHaveLength(1);
    clock.t += 2;
    expect(await log.after(first, 'owner-a')).toBeNull();
  });
});
