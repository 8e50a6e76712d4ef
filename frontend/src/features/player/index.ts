// The player feature's public surface for routes.
export { SongPlayer, type SongPlayerProps, type PlayerSong, type PlayerTrack, type LyricsSlotProps } from './components/song-player';
export { PREVIEW_LIMIT_SECONDS } from './lib/preview-rules';
export { useSong, songQueryOptions, type Song } from './api/get-song';
