import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A real S3-protocol server (s3rver) on a random loopback port with one bucket, files in a temp
 * folder. `env` is what the app needs to use it; `keys(prefix)` lists what is stored.
 */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  client: S3Client;
  keys: (prefix?: string) => Promise<string[]>;
  stop: () => Promise<void>;
}

export async function startTestS3(bucket = 'boogy-media'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'boogy-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  let stopped = false;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    keys: async (prefix = '') => {
      // ListObjects with Marker: s3rver's ListObjectsV2 continuation tokens use DES, which Node 24's OpenSSL lacks.
      const keys: string[] = [];
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Marker: keys.at(-1) }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        if (!page.IsTruncated) return keys.sort();
      }
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
