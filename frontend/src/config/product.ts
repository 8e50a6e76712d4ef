/** Product-wide constants the screens read (docs/product-decisions.md: "Name and money"). */
export const PRODUCT_NAME = import.meta.env.VITE_PRODUCT_NAME ?? 'Boogy';

/** The full song price in USD cents until GET /api/pricing supplies it. */
export const FULL_SONG_PRICE_CENTS = 1000;

/** Where marketing assets live (served from frontend/public). */
export const SAMPLE_TRACK_URL = '/samples/boogy-sample.mp3';
