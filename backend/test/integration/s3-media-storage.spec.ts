import { text } from 'node:stream/consumers';
import { S3MediaStorage } from '../../src/modules/catalog/infrastructure/media-storage/s3-media-storage';
import { startTestS3, type TestS3 } from '../support/s3-server';

/** The S3 adapter of the media storage port against a real S3-protocol server (s3rver). */
describe('media on S3-compatible storage', () => {
  let s3: TestS3;
  let storage: S3MediaStorage;

  beforeAll(async () => {
    s3 = await startTestS3();
    storage = new S3MediaStorage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
  });
  afterAll(async () => {
    storage?.close();
    await s3?.stop();
  });

  it('stores an object and reads it whole, by byte range, and its size and type', async () => {
    const body = Buffer.from('0123456789abcdefghij');
    await storage.put('songs/a/v1/preview.mp3', body, 'audio/mpeg');
    expect(await storage.stat('songs/a/v1/preview.mp3')).toEqual({ size: 20, modifiedAt: expect.any(Date), contentType: 'audio/mpeg' });
    expect(await text(storage.read('songs/a/v1/preview.mp3'))).toBe('0123456789abcdefghij');
    expect(await text(storage.read('songs/a/v1/preview.mp3', { start: 5, end: 9 }))).toBe('56789');
    expect(await text(storage.read('songs/a/v1/preview.mp3', { start: 19, end: 19 }))).toBe('j');
  });

  it('answers null for a missing object and fails the stream of one', async () => {
    expect(await storage.stat('songs/none/v1/full.mp3')).toBeNull();
    await expect(text(storage.read('songs/none/v1/full.mp3'))).rejects.toThrow();
  });

  it('deletes every object under a song, past one listing page, and nothing else', async () => {
    const many = Array.from({ length: 1003 }, (_, i) => `songs/many/v1/part-${String(i).padStart(4, '0')}.bin`);
    // Ten at a time: the in-process S3 stand-in resets connections when a busy machine floods it.
    for (let i = 0; i < many.length; i += 10) await Promise.all(many.slice(i, i + 10).map((key) => storage.put(key, Buffer.from(key), 'application/octet-stream')));
    await storage.put('songs/many-other/v1/full.mp3', Buffer.from('keep me'), 'audio/mpeg');
    expect(await s3.keys('songs/many/')).toHaveLength(1003);

    await storage.deletePrefix('songs/many/');
    expect(await s3.keys('songs/many/')).toEqual([]);
    expect(await s3.keys('songs/many-other/')).toEqual(['songs/many-other/v1/full.mp3']);
    await storage.deletePrefix('songs/many/'); // nothing left: still fine
    await expect(storage.deletePrefix('songs/many')).rejects.toThrow('ending in /');
  }, 120_000);

  it('is up while the bucket answers, and down for a missing bucket or a store that is gone', async () => {
    expect(await storage.isUp()).toBe(true);
    const wrongBucket = new S3MediaStorage({ bucket: 'no-such-bucket', region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
    expect(await wrongBucket.isUp()).toBe(false);
    wrongBucket.close();
    const nobody = new S3MediaStorage({ bucket: s3.bucket, region: 'us-east-1', endpoint: 'http://127.0.0.1:9', accessKeyId: 'x', secretAccessKey: 'y', forcePathStyle: true });
    expect(await nobody.isUp()).toBe(false);
    nobody.close();
  });
});
