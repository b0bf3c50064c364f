import type { ChatTarget } from '../core/chat/chat-target.js';
import type { DeliveryPort } from '../core/chat/delivery.ports.js';
import type { JobFiles } from '../core/jobs/job.ports.js';

/**
 * A bot's delivery port that sends a result from wherever the job files store keeps it: the store answers a local
 * path (the file itself on this machine, or a temporary copy of an object in a bucket, when the job ran on another
 * process), which goes to the bot as a path (the platforms' clients retry a send from a path, not from a consumed
 * stream) and is released once sent.
 */
export function withStoredResults<T extends ChatTarget>(port: DeliveryPort<T>, files: Pick<JobFiles, 'localCopy'>, tmpDir: string): DeliveryPort<T> {
  return {
    sendStatus: (target, view) => port.sendStatus(target, view),
    editStatus: (target, messageId, view, final) => port.editStatus(target, messageId, view, final),
    async sendFile(target, messageId, view, file) {
      const local = await files.localCopy(view.jobId, file.file, tmpDir);
      try {
        return await port.sendFile(target, messageId, view, { ...file, path: local.path });
      } finally {
        await local.release();
      }
    },
    sendLink: (target, messageId, view, link) => port.sendLink(target, messageId, view, link),
    sendFailure: (target, view) => port.sendFailure(target, view),
    uploadLimit: (target) => port.uploadLimit(target),
    pace: (target) => port.pace(target),
    isDeadChat: (err) => port.isDeadChat(err),
  };
}
