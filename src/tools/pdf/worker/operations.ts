import { probeOp, renderOp } from './render-op.js';

/** Every operation the worker runs, by name; runner.ts types the calls through OperationMap. */
export const OPERATIONS = {
  probe: probeOp,
  render: renderOp,
};

export type OperationMap = typeof OPERATIONS;
