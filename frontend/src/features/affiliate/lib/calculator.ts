export interface Layer {
  layer: number;
  rateBasisPoints: number;
  creditReward: number;
}

/**
 * What n friends who each bring n friends (three layers deep) earn when everyone buys one song:
 * n sales on layer 1, n² on layer 2, n³ on layer 3 (spec: $3.5n + $1n² + $0.5n³, 5n + n² credits).
 */
export function potentialEarnings(friends: number, layers: readonly Layer[], songPriceCents = 1000): { cashCents: number; credits: number } {
  const n = Number.isInteger(friends) && friends >= 0 ? friends : 0;
  let cashCents = 0;
  let credits = 0;
  for (const l of layers) {
    const sales = n ** l.layer;
    cashCents += sales * Math.floor((songPriceCents * l.rateBasisPoints) / 10_000);
    credits += sales * l.creditReward;
  }
  return { cashCents, credits };
}
