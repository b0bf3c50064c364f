import { describe, expect, it } from 'vitest';
import { jobStatusView, statusLines } from '../../../src/core/chat/progress-text.js';
import { failureMessage } from '../../../src/core/jobs/failure-message.js';
import { makeJob } from '../../helpers/job-factory.js';

/** How a pipeline's status reads in chat (issue 26 item 6): "step 2 of 3", and a failure names its step. */
const steps = [{ tool: 'image-resize', params: {} }, { tool: 'image-crop', params: {} }, { tool: 'image-convert-webp', params: {} }];

describe('pipeline status in chat', () => {
  it('shows the step as "step 2 of 3"', () => {
    const job = makeJob({ status: 'processing', progress: 40, stage: 'step 2/3: encoding', steps });
    expect(statusLines('image-resize', jobStatusView(job))).toContain('Stage: step 2 of 3: encoding');
  });

  it('names the failed step beside the spec message', () => {
    const job = makeJob({ status: 'failed', failure: 'invalid_input', steps, failedStep: 2 });
    expect(jobStatusView(job)).toEqual({ state: 'failed', message: `step 2 of 3 (image-crop): ${failureMessage('invalid_input')}` });
  });

  it('leaves one-step jobs as they were', () => {
    const job = makeJob({ status: 'processing', progress: 40, stage: 'step 2/3: odd words' });
    expect(jobStatusView(job)).toEqual({ state: 'processing', percent: 40, stage: 'step 2/3: odd words' });
  });
});
