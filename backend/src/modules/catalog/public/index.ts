// The catalog's public facade: the only import other contexts may use.

export { findSongsForSharing, type SongForSharing, type SharedTrackFacts } from './songs-for-sharing';

/** Length of a free preview, in seconds (the paywall serves no more). */
export { PREVIEW_SECONDS } from '../domain/song-access';
/** Admin dashboard: song totals, the newest songs, songs per user. */
export { songTotals, recentSongs, songCountsByUser, type AdminSongRow } from '../application/queries/admin-song-stats';
