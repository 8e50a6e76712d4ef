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
  /** The store goes away (connections refused) and comes back on the same address with the same objects. */
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function startTestS3(bucket = 'boogy-media'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'boogy-s3-'));
  const serve = (port: number) => new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  let server = serve(0);
  const { port } = await server.run();
  let paused = false;
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
    pause: async () => {
      paused = true;
      await server.close();
    },
    resume: async () => {
      server = serve(port);
      await server.run();
      paused = false;
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      client.destroy();
      if (!paused) await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
