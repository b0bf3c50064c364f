import { AppError } from '../errors.js';
import type { EnqueueRequest, JobRecord } from '../jobs/job.types.js';
import type { ChatTarget } from './chat-target.js';
import type { ChatDelivery } from './delivery.service.js';

/** What chat job intake needs from the job service (built in the composition root). */
export interface ChatJobIntake {
  /** Admits and stores the job with its chat target in one step; throws the job service's AppErrors. */
  enqueue(req: EnqueueRequest & { chat: ChatTarget }): Promise<JobRecord>;
  /** The owner's queued and processing jobs, and the limit admission holds them to. */
  capacity(owner: string): Promise<{ active: number; limit: number }>;
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
  async submit(req: EnqueueRequest & { chat: ChatTarget }): Promise<JobRecord> {
    const job = await this.intake.enqueue(req);
    await this.delivery.announce(job);
    return job;
  }

  /**
   * Refuses early, with the admission's own words, when the owner is already at the limit, so a bot does not
   * download a file that would be refused anyway. Admission itself stays the authority.
   */
  async checkRoom(owner: string): Promise<void> {
    const { active, limit } = await this.intake.capacity(owner);
    if (active >= limit) {
      throw new AppError('limit_reached', `You already have ${active} active jobs; the limit is ${limit}. Wait for one to finish.`);
    }
  }
}
