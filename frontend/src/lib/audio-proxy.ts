/** The same media through the server's audio proxy (our own media and configured provider hosts only). */
export const proxiedAudioUrl = (url: string) => `/api/audio-proxy?url=${encodeURIComponent(url)}`;
