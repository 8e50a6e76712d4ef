import type { Schema } from '@boogy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type SamplePack = Schema<'SamplePack'>;

export const samplePacksQueryOptions = () =>
  queryOptions({ queryKey: ['/api/sample-packs'], queryFn: async () => dataOf(await api.GET('/api/sample-packs')) });

export function useSamplePacks() {
  return useQuery(samplePacksQueryOptions());
}

export async function confirmSamplePack(orderId: string): Promise<Schema<'SamplePackCredited'>> {
  return dataOf(await api.POST('/api/sample-pack-success', { body: { orderId } }));
}
