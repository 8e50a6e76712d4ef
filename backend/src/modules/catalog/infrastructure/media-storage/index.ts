import { join } from 'node:path';
import type { AppConfig } from '../../../../shared/config';
import type { MediaStorage } from '../../application/media/media-storage';
import { LocalMediaStorage } from './local-media-storage';
import { S3MediaStorage } from './s3-media-storage';

/** S3-compatible storage when S3_BUCKET is set, else the local media folder (the embedded default). */
export function createMediaStorage(config: AppConfig): MediaStorage {
  if (config.S3_BUCKET) {
    return new S3MediaStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalMediaStorage(config.MEDIA_DIR ?? join(config.dataDir, 'media'));
}
