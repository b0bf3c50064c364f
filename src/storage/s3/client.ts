import { S3Client } from '@aws-sdk/client-s3';

export interface S3Settings {
  bucket: string;
  prefix: string;
  endpoint?: string | undefined;
  region?: string | undefined;
  forcePathStyle: boolean;
}

/**
 * One client per process. Checksums only where an operation requires them: the SDK's default CRC32 trailers
 * (aws-chunked bodies) are not understood by every S3-compatible store (Ceph RGW 16 refuses streamed puts).
 */
export function createS3Client(s: S3Settings): S3Client {
  return new S3Client({
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    // Unset: the SDK's chain decides (AWS_REGION, the profile).
    ...(s.region ? { region: s.region } : {}),
    forcePathStyle: s.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails a request instead of holding it forever.
    maxAttempts: 3,
    // An endpoint that is down is reported within seconds (start-up probe, /healthz) rather than after minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000 },
  });
}
