/**
 * Answers whether this process does the periodic work `name` for the period that starts now. Alone, a process
 * always does; in a fleet, one process per `periodMs` is answered true and the others skip, so a check that
 * alerts or calls the price sources runs once per fleet, not once per process.
 */
export type PeriodGate = (name: string, periodMs: number) => Promise<boolean>;
