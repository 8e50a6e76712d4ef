import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { helpFacts } from '@/test/fixtures';
import { server } from '@/test/server';
import { dollars, payoutSchedule, songCommission, useProductFacts } from './product-facts';
import { createQueryClient } from './query-client';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;

describe('the product facts', () => {
  it('are undefined while they load, then the API’s figures', async () => {
    server.use(http.get('/api/help/facts', () => HttpResponse.json(helpFacts({ songPriceCents: 1500 }))));
    const { result } = renderHook(() => useProductFacts(), { wrapper });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current?.songPriceCents).toBe(1500));
  });

  it('stay undefined when the API fails, so screens leave the number out rather than guess', async () => {
    let asked = false;
    server.use(
      http.get('/api/help/facts', () => {
        asked = true;
        return HttpResponse.json({ statusCode: 503, message: 'down' }, { status: 503 });
      }),
    );
    const { result } = renderHook(() => useProductFacts(), { wrapper });
    await waitFor(() => expect(asked).toBe(true));
    expect(result.current).toBeUndefined();
  });

  it('word a layer’s commission and the payout schedule', () => {
    const facts = helpFacts();
    expect(dollars(350)).toBe('$3.50');
    expect(songCommission(facts)).toBe('$3.60');
    expect(songCommission(facts, 3)).toBe('$0.60');
    expect(songCommission(facts, 4)).toBeNull();
    expect(payoutSchedule(facts)).toBe('Friday at 09:00 UTC');
  });
});
