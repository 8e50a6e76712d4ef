/**
 * One vote per suggestion per user, per email and per IP address (docs/product-decisions.md). A
 * signed-in vote counts under the user (and email): one per user, whoever else voted from the same
 * network. The IP address limits anonymous votes only, against every earlier vote from it. The
 * database enforces the same rule with one unique index per identity (the IP one for anonymous
 * votes), so two votes racing in parallel cannot both count.
 */
export interface Voter {
  userId: string | null;
  email: string | null;
  ip: string;
}

export type VoterKey = { kind: 'user'; value: string } | { kind: 'email'; value: string } | { kind: 'ip'; value: string };

export function voter(input: { userId?: string | null; email?: string | null; ip?: string | null }): Voter {
  const email = input.email?.trim().toLowerCase() || null;
  return { userId: input.userId ?? null, email, ip: input.ip?.trim() || 'unknown' };
}

/** The identities a vote is checked under: the user and email when signed in, else the email and the IP address. */
export function voterKeys(v: Voter): VoterKey[] {
  return [
    ...(v.userId ? [{ kind: 'user' as const, value: v.userId }] : []),
    ...(v.email ? [{ kind: 'email' as const, value: v.email }] : []),
    ...(v.userId ? [] : [{ kind: 'ip' as const, value: v.ip }]),
  ];
}

/** Every identity an earlier vote carried (an anonymous voter is refused on an address any vote came from). */
function recordedKeys(v: Voter): VoterKey[] {
  return [...voterKeys(v).filter((k) => k.kind !== 'ip'), { kind: 'ip', value: v.ip }];
}

/** True when one of the voter's identities already voted (a previous vote's identities given). */
export function hasAlreadyVoted(v: Voter, previous: Voter[]): boolean {
  const keys = new Set(voterKeys(v).map((k) => `${k.kind}:${k.value}`));
  return previous.some((p) => recordedKeys(p).some((k) => keys.has(`${k.kind}:${k.value}`)));
}
