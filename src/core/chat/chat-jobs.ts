import type { EnqueueRequest, JobInfo } from '../jobs/job.types.js';
import type { ChatTarget } from './chat-target.js';
import type { ChatDelivery } from './delivery.service.js';

/** What chat job intake needs from the job service (built in the composition root). */
export interface ChatJobIntake {
  /** Admits and stores the job with its chat target in one step; throws the job service's AppErrors. */
  enqueue(req: EnqueueRequest & { chat: ChatTarget }): Promise<JobInfo>;
  /** Refuses (AppError limit_reached) when the owner or the queue is full; advisory, admission decides. */
  checkCapacity(owner: string): Promise<void>;
}

/**
 * Chat jobs: one call admits the job together with its chat target and hands it to delivery, which sends its
 * status message and, later, its result. Nothing else tracks chat jobs.
 */
export class ChatJobs {
  constructor(
    private readonly intake: ChatJobIntake,
    private readonly delivery: ChatDelivery,
  ) {}

  /** Queues the job; resolves once its status message is out (or could not be sent). */
  async submit(req: EnqueueRequest & { chat: ChatTarget }): Promise<JobInfo> {
    const job = await this.intake.enqueue(req);
    await this.delivery.announce({ id: job.id, owner: req.owner, tool: job.tool, chat: req.chat });
    return job;
  }

  /**
   * Refuses early, with the admission's own words, when the owner is already at the limit, so a bot does not
   * download a file that would be refused anyway. Admission itself stays the authority.
   */
  checkRoom(owner: string): Promise<void> {
    return this.intake.checkCapacity(owner);
  }
}
