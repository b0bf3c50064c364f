import { describe, expect, it } from 'vitest';
import { forgetSecrets } from '../../../src/core/jobs/secret-params.js';
import type { ToolDefinition } from '../../../src/core/tools/tool.types.js';

const tools = {
  get: (slug: string) =>
    ({ 'pdf-protect': { secretParams: ['password', 'owner_password'] }, 'pdf-compress': {} } as Record<string, Partial<ToolDefinition>>)[slug] as
      | ToolDefinition
      | undefined,
};

describe('forgetting a job’s secrets when it ends', () => {
  it('drops the secret parameters of every step, and keeps the rest', () => {
    const patch = forgetSecrets(tools, {
      tool: 'pdf-compress',
      params: { level: 3 },
      steps: [
        { tool: 'pdf-compress', params: { level: 3 } },
        { tool: 'pdf-protect', params: { password: 'pw', owner_password: 'boss', preset: 'print' } },
      ],
    });
    expect(patch).toEqual({
      steps: [
        { tool: 'pdf-compress', params: { level: 3 } },
        { tool: 'pdf-protect', params: { preset: 'print' } },
      ],
    });
  });

  it('changes nothing of a job without secrets, and forgets a one-step job’s own', () => {
    expect(forgetSecrets(tools, { tool: 'pdf-compress', params: { level: 2 }, steps: null })).toEqual({});
    expect(forgetSecrets(tools, { tool: 'pdf-protect', params: { password: 'pw', preset: 'all' } })).toEqual({ params: { preset: 'all' } });
  });
});
