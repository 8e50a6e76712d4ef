// The generator feature's public surface for routes.
export { SongGenerator, type SongGeneratorProps, type SongSlotProps, type GeneratedSong } from './components/song-generator';
export { GuestSongsToday } from './components/guest-songs-today';
export { useGuestSongs, guestSongsQueryOptions, type GuestSong } from './api/guest-songs';
