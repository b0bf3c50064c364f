import { describe, expect, it } from 'vitest';
import { failureText, jobStatusView, statusLines } from '../../../src/core/chat/progress-text.js';
import { makeJob } from '../../helpers/job-factory.js';
import { english } from '../../helpers/translations.js';

/** How a pipeline's status reads in chat (issue 26 item 6): "step 2 of 3", and a failure names its step. */
const steps = [{ tool: 'image-resize', params: {} }, { tool: 'image-crop', params: {} }, { tool: 'image-convert-webp', params: {} }];
const tr = await english();

describe('pipeline status in chat', () => {
  it('shows the step as "step 2 of 3"', () => {
    const job = makeJob({ status: 'processing', progress: 40, stage: 'step 2/3: encoding', steps });
    expect(statusLines('image-resize', jobStatusView(job), tr)).toContain('Stage: step 2 of 3: encoding');
  });

  it('names the failed step beside the spec message', () => {
    const job = makeJob({ status: 'failed', failure: 'invalid_input', steps, failedStep: 2 });
    const view = jobStatusView(job);
    expect(view).toEqual({ state: 'failed', kind: 'invalid_input', step: { index: 2, of: 3, tool: 'image-crop' } });
    expect(failureText(view as Extract<typeof view, { state: 'failed' }>, tr)).toBe('step 2 of 3 (image-crop): The file could not be processed. Check the format and retry.');
  });

  it('leaves one-step jobs as they were', () => {
    const job = makeJob({ status: 'processing', progress: 40, stage: 'step 2/3: odd words' });
    expect(jobStatusView(job)).toEqual({ state: 'processing', percent: 40, stage: 'step 2/3: odd words' });
  });
});
