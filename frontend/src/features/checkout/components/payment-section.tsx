import { loadScript } from '@paypal/paypal-js';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatPrice } from '@/lib/format-price';
import { approveSandboxOrder, capturePaymentOrder, usePaymentSetup, type CaptureResult } from '../api/payments';
import { serverCode } from '@/lib/api-error';

/** The spec's limit for loading PayPal's SDK before the fallback shows. */
export const SDK_LOAD_TIMEOUT_MS = 5000;
export const PAYPAL_UNAVAILABLE = 'PayPal is temporarily unavailable. Please try again later or use a voucher code.';

export interface PaymentSectionProps {
  /** What is charged, in US cents (shown; the server decides the amount). */
  chargeCents: number;
  /** Checks the form and creates the order; resolves to the provider's order id, or throws. */
  createOrder: () => Promise<string>;
  onPaid: (result: CaptureResult) => void;
  onFailed: (error: unknown) => void;
}

type SdkState = 'loading' | 'ready' | 'failed';

/**
 * PayPal Buttons (loaded with @paypal/paypal-js, 5 s limit). When the SDK cannot load, setup has no
 * client token, or the buttons fail, the built-in sandbox offers 'Test Purchase' with its approval
 * step; with real PayPal the buyer is told PayPal is unavailable.
 */
export function PaymentSection({ chargeCents, createOrder, onPaid, onFailed }: PaymentSectionProps) {
  const setup = usePaymentSetup();
  const [sdk, setSdk] = useState<SdkState>('loading');
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ createOrder, onPaid, onFailed });
  useLayoutEffect(() => {
    latest.current = { createOrder, onPaid, onFailed };
  });
  const clientId = setup.data?.clientToken ?? null;
  const settled = setup.isSuccess || setup.isError;
  const mode = !settled ? 'loading' : !clientId || sdk === 'failed' ? 'fallback' : sdk === 'ready' ? 'buttons' : 'loading';

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), SDK_LOAD_TIMEOUT_MS));
    Promise.race([loadScript({ clientId, currency: 'USD', intent: 'capture' }), timeout])
      .then(async (paypal) => {
        if (cancelled) return;
        if (!paypal?.Buttons || !container.current) {
          setSdk('failed');
          return;
        }
        const buttons = paypal.Buttons({
          style: { shape: 'pill', label: 'pay' },
          createOrder: () => latest.current.createOrder(),
          onApprove: async (data, actions) => {
            try {
              latest.current.onPaid(await capturePaymentOrder(data.orderID));
            } catch (error) {
              // A declined card: PayPal lets the buyer pick another way to pay.
              if (serverCode(error) === 'payment_declined') {
                actions.restart();
              } else {
                latest.current.onFailed(error);
              }
            }
          },
          onError: () => setSdk('failed'),
        });
        await buttons.render(container.current);
        setSdk('ready');
      })
      .catch(() => {
        if (!cancelled) setSdk('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <section aria-labelledby="payment-heading" className="space-y-3">
      <h3 id="payment-heading" className="font-display text-lg font-bold">
        Payment
      </h3>
      <p className="text-sm text-ink-muted">
        You will be charged <strong className="text-ink">{formatPrice(chargeCents)}</strong>.
      </p>
      {mode === 'loading' && (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="h-4 w-4" /> Loading PayPal…
        </p>
      )}
      <div ref={container} hidden={mode !== 'buttons'} />
      {mode === 'fallback' &&
        (setup.data?.provider === 'sandbox' ? (
          <SandboxCheckout chargeCents={chargeCents} createOrder={createOrder} onPaid={onPaid} onFailed={onFailed} />
        ) : (
          <p role="alert" className="rounded-xl border border-danger/50 bg-danger/10 p-3 text-sm">
            {PAYPAL_UNAVAILABLE}
          </p>
        ))}
      <ul className="space-y-1 text-xs text-ink-muted">
        <li>Pay with your PayPal account or any debit or credit card.</li>
        <li>No account needed for guests.</li>
        <li>Your payment information is encrypted.</li>
      </ul>
    </section>
  );
}

/** The sandbox provider's purchase: 'Test Purchase', then a visible approval step, then the capture. */
function SandboxCheckout({ chargeCents, createOrder, onPaid, onFailed }: PaymentSectionProps) {
  const [orderId, setOrderId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    try {
      await step();
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  };

  if (!orderId) {
    return (
      <Button variant="gold" className="w-full" disabled={busy} onClick={() => void run(async () => setOrderId(await createOrder()))}>
        {busy ? 'Starting…' : 'Test Purchase'}
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Sandbox payment approval" className="space-y-3 rounded-2xl border border-party-gold/60 bg-party-gold/10 p-4">
      <p className="font-semibold">Sandbox payment</p>
      <p className="text-sm text-ink-muted">
        Approve a test payment of {formatPrice(chargeCents)}. This is the built-in sandbox: no real money is charged.
      </p>
      <div className="flex gap-3">
        <Button
          className="flex-1"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await approveSandboxOrder(orderId);
              onPaid(await capturePaymentOrder(orderId));
            })
          }
        >
          {busy ? 'Paying…' : 'Approve Payment'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setOrderId(null)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
