// Generated from openapi.yaml by `npm run contracts`; never edit by hand.

/** openapi.yaml: components.schemas.GenerateLyricsRequest.properties.names.maxItems */
export const MAX_NAMES = 20;

/** openapi.yaml: components.schemas.GenerateLyricsRequest.properties.names.minItems */
export const MIN_NAMES = 1;

/** openapi.yaml: components.schemas.GenerateLyricsRequest.properties.names.items.maxLength */
export const MAX_NAME_LENGTH = 40;

/** openapi.yaml: components.schemas.SongStyle.enum */
export const SONG_STYLES = ['hip-hop', 'k-pop', 'kids', 'wedding'] as const;

/** openapi.yaml: components.schemas.VocalGender.enum */
export const VOCAL_GENDERS = ['female', 'male', 'mixed'] as const;
