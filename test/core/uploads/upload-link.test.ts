import { describe, expect, it } from 'vitest';
import type { ChatTarget } from '../../../src/core/chat/chat-target.js';
import { AppError } from '../../../src/core/errors.js';
import type { EnqueueRequest, JobRecord } from '../../../src/core/jobs/job.types.js';
import { UploadLinks } from '../../../src/core/uploads/upload-link.service.js';
import { UploadTokens } from '../../../src/core/uploads/upload-token.js';
import { ManualClock } from '../../helpers/clock.js';
import { MemoryUploadFiles, MemoryUploadLinkStore } from '../../helpers/memory-upload-links.js';

const CHAT: ChatTarget = { platform: 'telegram', chatId: 4242, userId: '77', replyTo: 9 };
const OWNER = 'owner-of-telegram-77';
const SECRET = 'a-server-secret-of-enough-length-000000';
const file = { tempPath: '/tmp/upload-x', name: 'clip.mp4', size: 1234 };

function setUp() {
  const clock = new ManualClock();
  const store = new MemoryUploadLinkStore();
  const files = new MemoryUploadFiles();
  const links = new UploadLinks({ store, clock, secret: SECRET, ttlMs: 3_600_000, files });
  const submitted: Array<EnqueueRequest & { chat: ChatTarget }> = [];
  links.attachChat(async (req) => {
    submitted.push(req);
    return { id: `job${submitted.length}`.padEnd(16, 'x'), status: 'queued', tool: String(req.tool) } as JobRecord;
  });
  return { clock, store, files, links, submitted };
}

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err.details.reason ? `${err.code}:${String(err.details.reason)}` : err.code;
    throw err;
  }
  return 'ok';
}

describe('one-time upload links', () => {
  it('makes the upload the chat user’s job in that chat, with the link’s tool and parameters', async () => {
    const { links, submitted } = setUp();
    const link = await links.issue({ kind: 'chat', owner: OWNER, chat: CHAT }, { tool: 'video-compress', params: { crf: '30' } });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    const done = await links.redeem(link.token, {
      fields: { tool: 'image-resize', crf: '20', preset: 'fast', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', callback_url: 'https://evil.example/', _operation: 'x' },
      file,
    });
    expect(done.kind).toBe('job');
    expect(submitted).toHaveLength(1);
    // Owner, source and notify target come from the link; the link's tool and parameters win over the form's.
    expect(submitted[0]).toMatchObject({ tool: 'video-compress', owner: OWNER, source: 'telegram', chat: CHAT, file });
    // The uploader sets parameters only: no video link, operation or callback of their own.
    expect(submitted[0].fields).toEqual({ tool: 'video-compress', crf: '30', preset: 'fast' });
  });

  it('refuses a forged or altered token as not valid, before anything is claimed', async () => {
    const { links, store, submitted } = setUp();
    const link = await links.issue({ kind: 'chat', owner: OWNER, chat: CHAT });
    const [id, exp, mac] = link.token.split('.');
    const flipped = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
    const otherSecret = new UploadTokens('another-server-secret-xxxxxxxxxxxxxxxx').sign(id, parseInt(exp, 36), { kind: 'chat', owner: OWNER, chat: CHAT });
    const longer = `${id}.${(parseInt(exp, 36) + 86_400_000).toString(36)}.${mac}`;
    for (const bad of [`${id}.${exp}.${flipped}`, otherSecret, longer, 'nonsense', '', `${id}.${exp}`]) {
      expect(await codeOf(links.redeem(bad, { fields: {}, file })), bad).toBe('not_found');
      expect(await codeOf(links.inspect(bad)), bad).toBe('not_found');
    }
    expect(submitted).toHaveLength(0);
    expect((await store.get(link.id))?.usedAt).toBeNull();
  });

  it('is bound to its user and chat: the same nonce signed for another chat or user is refused', async () => {
    const { links, store } = setUp();
    const link = await links.issue({ kind: 'chat', owner: OWNER, chat: CHAT });
    const stored = (await store.get(link.id))!;
    const tokens = new UploadTokens(SECRET);
    const otherChat = tokens.sign(link.id, stored.expiresAt, { kind: 'chat', owner: OWNER, chat: { ...CHAT, chatId: 5151 } });
    const otherUser = tokens.sign(link.id, stored.expiresAt, { kind: 'chat', owner: 'someone-else', chat: { ...CHAT, userId: '78' } });
    expect(await codeOf(links.redeem(otherChat, { fields: {}, file }))).toBe('not_found');
    expect(await codeOf(links.redeem(otherUser, { fields: {}, file }))).toBe('not_found');
    // A store row moved to another chat no longer matches the MAC the link carries.
    store.links.get(link.id)!.binding = { kind: 'chat', owner: OWNER, chat: { ...CHAT, chatId: 5151 } };
    expect(await codeOf(links.redeem(link.token, { fields: {}, file }))).toBe('not_found');
  });

  it('works once: a replay is link_gone (used), and of two concurrent uploads exactly one wins', async () => {
    const { links, submitted } = setUp();
    const first = await links.issue({ kind: 'chat', owner: OWNER, chat: CHAT }, { tool: 'image-resize' });
    expect(await codeOf(links.redeem(first.token, { fields: {}, file }))).toBe('ok');
    expect(await codeOf(links.redeem(first.token, { fields: {}, file }))).toBe('link_gone:used');
    expect(await codeOf(links.inspect(first.token))).toBe('link_gone:used');

    const second = await links.issue({ kind: 'chat', owner: OWNER, chat: CHAT }, { tool: 'image-resize' });
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => codeOf(links.redeem(second.token, { fields: {}, file }))));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'link_gone:used')).toHaveLength(4);
    expect(submitted).toHaveLength(2);
  });

  it('expires after its lifetime on the clock, and is forgotten a day later', async () => {
    const { links, clock, store } = setUp();
    const link = await links.issue({ kind: 'chat', owner: OWNER, chat: CHAT });
    expect(link.expiresAt).toBe(clock.t + 3_600_000);
    clock.t += 3_600_000 - 1;
    expect(await codeOf(links.inspect(link.token))).toBe('ok');
    clock.t += 1;
    expect(await codeOf(links.inspect(link.token))).toBe('link_gone:expired');
    expect(await codeOf(links.redeem(link.token, { fields: {}, file }))).toBe('link_gone:expired');
    expect(await links.purge(86_400_000)).toBe(0);
    clock.t += 86_400_000 + 1;
    expect(await links.purge(86_400_000)).toBe(1);
    expect(store.links.size).toBe(0);
    expect(await codeOf(links.inspect(link.token))).toBe('not_found');
  });

  it('gives the link back when the job is refused, so a wrong parameter does not cost the link', async () => {
    const { links } = setUp();
    let refuse = true;
    links.attachChat(async (req) => {
      if (refuse) throw new AppError('invalid_params', 'width: too large', { field: 'width' });
      return { id: 'job-after-retry-00', status: 'queued', tool: String(req.tool) } as JobRecord;
    });
    const link = await links.issue({ kind: 'chat', owner: OWNER, chat: CHAT }, { tool: 'image-resize' });
    expect(await codeOf(links.redeem(link.token, { fields: { width: '99999' }, file }))).toBe('invalid_params');
    refuse = false;
    expect(await codeOf(links.redeem(link.token, { fields: { width: '100' }, file }))).toBe('ok');
    expect(await codeOf(links.redeem(link.token, { fields: { width: '100' }, file }))).toBe('link_gone:used');
  });

  it('keeps a key link’s file for its owner’s convert, once, and for nobody else', async () => {
    const { links, files } = setUp();
    const link = await links.issue({ kind: 'key', owner: 'key-owner' });
    expect(await codeOf(links.takeFile('key-owner', link.id))).toBe('missing_file');
    const done = await links.redeem(link.token, { fields: {}, file });
    expect(done).toMatchObject({ kind: 'file', link: { id: link.id, file: { name: 'clip.mp4', size: 1234 } } });
    expect(files.kept.has(link.id)).toBe(true);
    expect(await codeOf(links.takeFile('another-owner', link.id))).toBe('not_found');
    const taken = await links.takeFile('key-owner', link.id);
    expect(taken).toEqual({ tempPath: '/tmp/upload-x.copy', name: 'clip.mp4', size: 1234 });
    expect(files.kept.has(link.id)).toBe(false);
    expect(await codeOf(links.takeFile('key-owner', link.id))).toBe('link_gone:used');
  });

  it('refuses a chat link while no chat door runs in this process', async () => {
    const { links } = setUp();
    links.attachChat(null);
    const link = await links.issue({ kind: 'chat', owner: OWNER, chat: CHAT });
    expect(await codeOf(links.redeem(link.token, { fields: {}, file }))).toBe('service_unavailable');
    expect(await codeOf(links.inspect(link.token))).toBe('ok');
  });
});
