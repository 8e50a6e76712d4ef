// The karaoke feature's public surface for routes.
export { KaraokeLyrics, type KaraokeLyricsProps } from './components/karaoke-lyrics';
