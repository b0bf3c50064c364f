import type { CpuTracker } from '../../jobs/cpu.ports.js';

/**
 * The office engine family's port: LibreOffice (native). Its methods are what the office tools call; the family's
 * folder under src/tools implements it and finds it at start. (The pure-JS fallbacks for docx → text/HTML and
 * xlsx → CSV are not an engine of this family: those tools run without one.)
 */
export interface OfficeEngine {
  /** How the start-up summary names it, e.g. its program and version and whether it is native or from npm. */
  readonly name: string;
  /** Converts one document in a supervised child process of its own; resolves with the files it wrote. */
  convert(job: OfficeJob): Promise<string[]>;
}

/** The formats a conversion can write. */
export type OfficeTarget = 'pdf' | 'docx' | 'odt' | 'xlsx' | 'ods' | 'csv' | 'pdfa';

/** Which of the suite's programs reads the input (it decides the export filter). */
export type OfficeApp = 'writer' | 'calc' | 'impress';

export interface OfficeJob {
  /** The input, already checked and defused (no external links), inside `workDir`. */
  input: string;
  app: OfficeApp;
  target: OfficeTarget;
  /** The job's own folder: the conversion's profile and outputs are made in it and nowhere else. */
  workDir: string;
  /** Aborted on cancel or the job's timeout: the whole process group is killed. */
  signal: AbortSignal;
  budget: OfficeBudget;
  /** A CSV input (read as UTF-8, comma separated). */
  csvInput?: boolean;
  /** The job's CPU count (JOB_CPU_S): every process of the conversion's group is added to it. */
  cpu?: CpuTracker;
}

/** What one conversion may use before it is killed; each breach names its limit. */
export interface OfficeBudget {
  /** Resident memory of the conversion's whole process group, in MB. */
  memoryMb: number;
  /** Wall-clock time, in milliseconds. */
  wallMs: number;
  /** CPU time of the process group (user + system), in milliseconds. */
  cpuMs: number;
  /** Bytes the conversion may write. */
  outputBytes: number;
  /** The CPU priority (nice) of its processes (JOB_NICE); absent or 0: the service's own. */
  nice?: number;
}
