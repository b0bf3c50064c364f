import type { TestProject } from 'vitest/node';
import { startS3Gateway } from '../../helpers/s3.js';

/** Where the test files of a project find the gateway (each creates its own bucket, so files never share objects). */
export interface S3Coordinates {
  endpoint: string;
  region: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    s3Gateway: S3Coordinates;
  }
}

/** Global set-up for projects that need S3: one Ceph RGW for the whole project, stopped after it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const gateway = await startS3Gateway();
  project.provide('s3Gateway', { endpoint: gateway.endpoint, region: gateway.region });
  return () => gateway.stop();
}
