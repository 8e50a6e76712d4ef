import { Injectable } from '@nestjs/common';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import type { VideoKind, VideoTrack } from '../domain/song-video';
import { SongVideos, type VideoRecord } from '../application/ports/song-videos.port';

interface VideoRow {
  id: string;
  song_id: string;
  kind: VideoKind;
  track: VideoTrack;
  status: VideoRecord['status'];
  progress: number;
  job_id: string;
  media_key: string | null;
  duration_sec: number | null;
}

/**
 * A render whose row has not moved for this long was lost (its job ran out of attempts without
 * reaching its handler, e.g. a worker killed each time): the next request starts again. Renders
 * write progress every few percent and pg-boss expires a job after 30 minutes.
 */
const ABANDONED_AFTER_MINUTES = 40;

const COLUMNS = 'id, song_id, kind, track, status, progress, job_id, media_key, duration_sec';

const toRecord = (row: VideoRow): VideoRecord => ({
  id: row.id,
  songId: row.song_id,
  kind: row.kind,
  track: row.track,
  status: row.status,
  progress: row.progress,
  jobId: row.job_id,
  mediaKey: row.media_key,
  durationSec: row.duration_sec,
});

/** Song videos in `catalog.song_videos`, in plain SQL: each change is one guarded statement. */
@Injectable()
export class PgSongVideos extends SongVideos {
  constructor(private readonly ems: EntityManagers) {
    super();
  }

  async request(songId: string, kind: VideoKind, track: VideoTrack, jobId: string): Promise<{ video: VideoRecord; started: boolean }> {
    const tx = this.ems.current();
    // The unique (song, kind, track) triple serialises parallel requests: the second waits for the
    // first's commit, then finds the row taken (not failed or abandoned) and changes nothing.
    const started = await tx.execute<VideoRow[]>(
      `insert into catalog.song_videos (id, song_id, kind, track, status, progress, job_id) values (gen_random_uuid(), ?, ?, ?, 'rendering', 0, ?)
       on conflict (song_id, kind, track) do update set status = 'rendering', progress = 0, job_id = excluded.job_id, media_key = null,
         duration_sec = null, bytes = null, failure_reason = null, updated_at = now()
       where catalog.song_videos.status = 'failed' or (catalog.song_videos.status = 'rendering' and catalog.song_videos.updated_at < now() - interval '${ABANDONED_AFTER_MINUTES} minutes')
       returning ${COLUMNS}`,
      [songId, kind, track, jobId],
    );
    if (started[0]) return { video: toRecord(started[0]), started: true };
    const existing = await this.find(songId, kind, track);
    return { video: existing!, started: false };
  }

  async find(songId: string, kind: VideoKind, track: VideoTrack): Promise<VideoRecord | null> {
    const em = this.ems.current();
    const rows = await em.execute<VideoRow[]>(`select ${COLUMNS} from catalog.song_videos where song_id = ? and kind = ? and track = ?`, [songId, kind, track]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async readyKinds(songIds: readonly string[]): Promise<Map<string, VideoKind[]>> {
    const kinds = new Map<string, VideoKind[]>();
    if (songIds.length === 0) return kinds;
    const rows = await this.ems.current().execute<{ song_id: string; kind: VideoKind }[]>(`select song_id, kind from catalog.song_videos where song_id in (?) and track = 1 and status = 'ready'`, [[...songIds]]);
    for (const row of rows) kinds.set(row.song_id, [...(kinds.get(row.song_id) ?? []), row.kind]);
    return kinds;
  }

  async progress(videoId: string, jobId: string, percent: number): Promise<void> {
    const em = this.ems.current();
    await em.execute(
      `update catalog.song_videos set progress = greatest(progress, ?), updated_at = now() where id = ? and job_id = ? and status = 'rendering'`,
      [Math.max(0, Math.min(99, Math.round(percent))), videoId, jobId],
    );
  }

  async ready(videoId: string, jobId: string, file: { mediaKey: string; durationSec: number; bytes: number }): Promise<boolean> {
    const em = this.ems.current();
    const rows = await em.execute<{ id: string }[]>(
      `update catalog.song_videos set status = 'ready', progress = 100, media_key = ?, duration_sec = ?, bytes = ?, updated_at = now()
       where id = ? and job_id = ? and status = 'rendering' returning id`,
      [file.mediaKey, file.durationSec, file.bytes, videoId, jobId],
    );
    return rows.length > 0;
  }

  async failed(videoId: string, jobId: string, reason: string): Promise<void> {
    const em = this.ems.current();
    await em.execute(`update catalog.song_videos set status = 'failed', failure_reason = ?, updated_at = now() where id = ? and job_id = ? and status = 'rendering'`, [reason, videoId, jobId]);
  }
}
