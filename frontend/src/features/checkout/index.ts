// The checkout feature's public surface for routes and other screens.
export { PurchaseModal, type PurchaseModalProps, type PurchaseSong } from './components/purchase-modal';
export { SongReadyModal, type SongReadyModalProps } from './components/song-ready-modal';
export { SamplePackModal, type SamplePackModalProps } from './components/sample-pack-modal';
export { BuySampleCredits, type BuySampleCreditsProps } from './components/buy-sample-credits';
export { Confetti } from './components/confetti';
export { usePricing, useSongPriceLabel, describePrice, songPriceCents, pricingQueryOptions, type Pricing } from './api/pricing';
