import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../src/config';

export interface LocalS3 {
  config: Extract<StorageConfig, { driver: 's3' }>;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free loopback port, its bucket in a temporary folder. */
export async function startLocalS3(bucket = 'evidence'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'panel-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      driver: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
