// The generator feature's public surface for routes.
export { SongGenerator, type SongGeneratorProps, type SongSlotProps, type GeneratedSong } from './components/song-generator';
