import type { EnqueueRequest, JobRecord } from '../jobs/job.types.js';
import type { PipelineRequest } from '../pipelines/pipeline-intake.js';
import type { ChatTarget } from './chat-target.js';
import type { ChatDelivery } from './delivery.service.js';

/** What chat job intake needs from the job core (the job intake, built in the composition root). */
export interface ChatJobIntake {
  /**
   * Admits and stores the job with its chat target in one step; a file given as a fetch function is fetched
   * only when the tool takes one and the owner has room. Throws the intake's AppErrors.
   */
  admit(req: EnqueueRequest & { chat: ChatTarget }): Promise<JobRecord>;
}

/**
 * Chat jobs: one call admits the job together with its chat target and hands the admitted record to delivery,
 * which sends its status message and, later, its result. Nothing else tracks chat jobs.
 */
export class ChatJobs {
  constructor(
    private readonly intake: ChatJobIntake,
    private readonly delivery: ChatDelivery,
    /** Pipelines (`/convert a | b`, an album's files): admitted as one job, delivered as any other. */
    private readonly pipelines?: { admit(req: PipelineRequest): Promise<JobRecord> },
  ) {}

  /** Queues a pipeline with its chat target; resolves once its status message is out. */
  async submitPipeline(req: PipelineRequest & { chat: NonNullable<PipelineRequest['chat']> }): Promise<JobRecord> {
    if (!this.pipelines) throw new Error('chat pipelines are not wired');
    const job = await this.pipelines.admit(req);
    await this.delivery.announce(job);
    return job;
  }

  /** Queues the job; resolves once its status message is out (or could not be sent). */
  async submit(req: EnqueueRequest & { chat: ChatTarget }): Promise<JobRecord> {
    const job = await this.intake.admit(req);
    await this.delivery.announce(job);
    return job;
  }
}
