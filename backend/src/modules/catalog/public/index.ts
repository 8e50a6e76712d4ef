// The catalog's public facade: the only import other contexts may use.

/** Length of a free preview, in seconds (the paywall serves no more). */
export { PREVIEW_SECONDS } from '../domain/song-access';
/** Admin dashboard: song totals, the newest songs, songs per user, through the QueryBus. */
export { GetSongTotalsQuery, ListRecentSongsQuery, CountSongsByUserQuery, type AdminSongRow, type SongTotals, type UserSongCounts } from '../application/queries/admin-song-stats/admin-song-stats.queries';
/** A song's lyrics with their word timings (public by song id), through the QueryBus: a share page's first screen shows them. */
export { GetTimestampedLyricsQuery } from '../application/queries/song-reads/song-reads.queries';
