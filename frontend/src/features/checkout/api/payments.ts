import type { Schema } from '@boogy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type PaymentSetup = Schema<'PaymentSetup'>;
export type CaptureResult = Schema<'CaptureResult'>;
export type CreateOrderRequest = Schema<'CreateOrderRequest'>;

export const paymentSetupQueryOptions = () =>
  queryOptions({ queryKey: ['/paypal/setup'], queryFn: async () => dataOf(await api.GET('/paypal/setup')) });

export function usePaymentSetup() {
  return useQuery(paymentSetupQueryOptions());
}

/** POST /paypal/order: the server prices the order; the answer's id is the provider's order id. */
export async function createPaymentOrder(body: CreateOrderRequest): Promise<Schema<'PaymentOrder'>> {
  return dataOf(await api.POST('/paypal/order', { body }));
}

export async function approveSandboxOrder(orderId: string): Promise<void> {
  await api.POST('/paypal/sandbox/order/{orderId}/approve', { params: { path: { orderId } } });
}

export async function capturePaymentOrder(orderId: string): Promise<CaptureResult> {
  return dataOf(await api.POST('/paypal/order/{orderId}/capture', { params: { path: { orderId } } }));
}
