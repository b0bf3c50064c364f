import { describe, expect, it } from 'vitest';
import { FitJobs, fitBytes } from '../../../src/core/chat/fit-jobs.js';
import { AppError } from '../../../src/core/errors.js';
import type { ChatCaller } from '../../../src/core/chat/chat.types.js';

const CATALOGUE = [
  { slug: 'image-compress', accepts: ['image/png', 'image/jpeg'], output: 'same as input', fits: true },
  { slug: 'video-to-mp4', accepts: ['video/*'], output: 'video/mp4', fits: true },
  { slug: 'audio-to-mp3', accepts: ['audio/*'], output: 'audio/mpeg', fits: true },
];
const tools = {
  all: () => CATALOGUE.map((t) => ({ ...t, kind: 'upload' as const })) as never,
  info: (slug: string) => {
    const t = CATALOGUE.find((c) => c.slug === slug)!;
    return { slug, accepts: t.accepts, output: t.output, params: { properties: t.fits ? { target_size: {} } : {} } } as never;
  },
};

const discord = (sizeLimit: number): ChatCaller =>
  ({ owner: 'o1', platform: 'discord', chat: { platform: 'discord', userId: '1', channelId: '2', guildId: '3', token: 't', issuedAt: 0, sizeLimit } }) as ChatCaller;
const telegram: ChatCaller = { owner: 'o2', platform: 'telegram', chat: { platform: 'telegram', chatId: 5 } } as ChatCaller;

function world(mime: string | null) {
  const submitted: Array<Record<string, unknown>> = [];
  const discarded: string[] = [];
  const fit = new FitJobs({
    chatJobs: {
      submit: async (req) => {
        submitted.push({ tool: req.tool, fields: req.fields, file: typeof req.file === 'function' ? (await req.file()).tempPath : null });
        return { id: 'job1', tool: String(req.tool) } as never;
      },
    },
    tools,
    checkRoom: async () => undefined,
    detect: async () => (mime ? { mime } : null),
    discard: async (path) => void discarded.push(path),
  });
  const file = async () => ({ tempPath: '/tmp/in-1', name: 'in', size: 1 });
  return { fit, submitted, discarded, file };
}

describe('/fit', () => {
  it('reads presets and byte counts, and takes the chat’s own limit when none is given', () => {
    expect(fitBytes('discord', 0)).toBe(10_485_760);
    expect(fitBytes(' WhatsApp ', 0)).toBe(16_000_000);
    expect(fitBytes('2500000', 0)).toBe(2_500_000);
    expect(fitBytes(undefined, 26_214_400)).toBe(26_214_400);
    expect(() => fitBytes('10MB', 0)).toThrow(AppError);
  });

  it('runs the tool for the file’s type at the Discord interaction’s own limit, keeping a video an MP4', async () => {
    const w = world('video/quicktime');
    const job = await w.fit.make({ caller: discord(26_214_400), file: w.file });
    expect(job).toEqual({ jobId: 'job1', tool: 'video-to-mp4', targetBytes: 26_214_400 });
    expect(w.submitted).toEqual([{ tool: 'video-to-mp4', fields: { target_size: '26214400' }, file: '/tmp/in-1' }]);
  });

  it('makes a PNG a WebP on Telegram at the preset asked for', async () => {
    const w = world('image/png');
    await w.fit.make({ caller: telegram, file: w.file, size: 'email' });
    expect(w.submitted[0]).toMatchObject({ tool: 'image-compress', fields: { format: 'webp', target_size: '25000000' } });
  });

  it('removes the fetched file and says so when no tool fits its type', async () => {
    const w = world('text/plain');
    await expect(w.fit.make({ caller: telegram, file: w.file })).rejects.toMatchObject({ code: 'unsupported_type' });
    expect(w.discarded).toEqual(['/tmp/in-1']);
    expect(w.submitted).toEqual([]);
    await expect(w.fit.make({ caller: telegram, file: undefined })).rejects.toMatchObject({ code: 'upload_required' });
  });
});
