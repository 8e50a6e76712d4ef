// The jukebox feature's public surface for routes (the account page mounts MusicCollection).
export { Jukebox, type JukeboxProps, type KaraokeSlotProps } from './components/jukebox';
export { MusicCollection, type MusicCollectionProps } from './components/music-collection';
export { purchasedSongsQueryOptions, type JukeboxSong } from './api/songs';
