import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ReadinessChecks } from '../../../../shared/observability';
import { MediaStorage } from '../../application/media/media-storage';
import { S3MediaStorage } from './s3-media-storage';

/** /api/ready reports the media store (folder writable, bucket reachable); its client closes at shutdown. */
@Injectable()
export class MediaStorageLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly storage: MediaStorage,
    private readonly readiness: ReadinessChecks,
  ) {}

  onModuleInit(): void {
    this.readiness.add('storage', () => this.storage.isUp());
  }

  onApplicationShutdown(): void {
    if (this.storage instanceof S3MediaStorage) this.storage.close();
  }
}
