/** Sample credit packages (spec: $5 → 10, $10 → 25, $15 → 40, $20 → 60). Credits never expire. */
export interface SamplePack {
  id: string;
  priceCents: number;
  credits: number;
  mostPopular: boolean;
}

export const SAMPLE_PACKS: readonly SamplePack[] = [
  { id: 'pack-10', priceCents: 500, credits: 10, mostPopular: false },
  { id: 'pack-25', priceCents: 1000, credits: 25, mostPopular: true },
  { id: 'pack-40', priceCents: 1500, credits: 40, mostPopular: false },
  { id: 'pack-60', priceCents: 2000, credits: 60, mostPopular: false },
];

export function findSamplePack(id: string): SamplePack | null {
  return SAMPLE_PACKS.find((pack) => pack.id === id) ?? null;
}
