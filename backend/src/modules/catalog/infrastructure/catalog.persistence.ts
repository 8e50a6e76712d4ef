import type { MigrationObject } from '@mikro-orm/core';
import { GuestSample } from './entities/guest-sample.entity';
import { Song } from './entities/song.entity';
import { SongVideo } from './entities/song-video.entity';
import { Track } from './entities/track.entity';
import { Migration20261122000000CatalogSongs } from './migrations/20261122000000-catalog-songs.migration';
import { Migration20261122140000CatalogTrackTimingFlag } from './migrations/20261122140000-catalog-track-timing-flag.migration';
import { Migration20261122150000CatalogDropDeadSongColumns } from './migrations/20261122150000-catalog-drop-dead-song-columns.migration';
import { Migration20261123000000CatalogNamePronunciations } from './migrations/20261123000000-catalog-name-pronunciations.migration';
import { Migration20261126190000CatalogSongVideos } from './migrations/20261126190000-catalog-song-videos.migration';
import { Migration20261126230000CatalogSongVideoTracks } from './migrations/20261126230000-catalog-song-video-tracks.migration';

/** The catalog's tables and migrations, registered once in persistence.registry.ts. */
export const CATALOG_ENTITIES = [Song, Track, GuestSample, SongVideo];

export const CATALOG_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000CatalogSongs', class: Migration20261122000000CatalogSongs },
  { name: 'Migration20261122140000CatalogTrackTimingFlag', class: Migration20261122140000CatalogTrackTimingFlag },
  { name: 'Migration20261122150000CatalogDropDeadSongColumns', class: Migration20261122150000CatalogDropDeadSongColumns },
  { name: 'Migration20261123000000CatalogNamePronunciations', class: Migration20261123000000CatalogNamePronunciations },
  { name: 'Migration20261126190000CatalogSongVideos', class: Migration20261126190000CatalogSongVideos },
  { name: 'Migration20261126230000CatalogSongVideoTracks', class: Migration20261126230000CatalogSongVideoTracks },
];
