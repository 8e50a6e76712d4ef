import type { Schema } from '@boogy/contracts';
import { api, dataOf } from '@/lib/api-client';

export type VoucherCheck = Schema<'VoucherCheck'>;
export type FreeDownloadResult = Schema<'FreeDownloadResult'>;

export async function validateVoucher(code: string): Promise<VoucherCheck> {
  return dataOf(await api.POST('/api/validate-voucher', { body: { code } }));
}

export async function freeSongDownload(body: Schema<'FreeDownloadRequest'>): Promise<FreeDownloadResult> {
  return dataOf(await api.POST('/api/free-song-download', { body }));
}
