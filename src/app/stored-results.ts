import { createWriteStream } from 'node:fs';
import { access, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ChatTarget } from '../core/chat/chat-target.js';
import type { DeliveryPort } from '../core/chat/delivery.ports.js';
import { randomId } from '../core/ids.js';
import type { JobFiles } from '../core/jobs/job.ports.js';

async function onDisk(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A bot's delivery port that can send a result this process does not have: with job files in a bucket, the output
 * lies on the worker that ran the job, so it is streamed from the store into a temporary file of this process
 * (never whole in memory), handed to the bot as a path (the platforms' clients retry a send from a path, not from a
 * consumed stream) and removed once sent. A result on this disk goes as before.
 */
export function withStoredResults<T extends ChatTarget>(port: DeliveryPort<T>, files: Pick<JobFiles, 'read'>, tmpDir: string): DeliveryPort<T> {
  return {
    sendStatus: (target, view) => port.sendStatus(target, view),
    editStatus: (target, messageId, view, final) => port.editStatus(target, messageId, view, final),
    async sendFile(target, messageId, view, file) {
      if (await onDisk(file.path)) return port.sendFile(target, messageId, view, file);
      const copy = join(tmpDir, `result-${randomId(12)}`);
      try {
        await pipeline(await files.read(view.jobId, file.file), createWriteStream(copy, { mode: 0o600 }));
        return await port.sendFile(target, messageId, view, { ...file, path: copy });
      } finally {
        await rm(copy, { force: true });
      }
    },
    sendLink: (target, messageId, view, link) => port.sendLink(target, messageId, view, link),
    sendFailure: (target, view) => port.sendFailure(target, view),
    uploadLimit: (target) => port.uploadLimit(target),
    pace: (target) => port.pace(target),
    isDeadChat: (err) => port.isDeadChat(err),
  };
}
