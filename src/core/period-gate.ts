import type { PeriodGate } from './period-gate.ports.js';

/** The embedded deployment's gate: one process, so every period is its own. */
export const alwaysRun: PeriodGate = async () => true;
