import { describeDiscount } from '@boogy/contracts/discount';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { refreshAfterPurchase, useBuyer } from '../api/buyer';
import { createPaymentOrder, type CaptureResult } from '../api/payments';
import { describePrice, songPriceCents, usePricing } from '../api/pricing';
import { freeSongDownload, validateVoucher, type VoucherCheck } from '../api/vouchers';
import { serverMessage } from '@/lib/api-error';
import { PaymentSection } from './payment-section';
import { SongReadyModal } from './song-ready-modal';

const SUCCESS_TOAST_DELAY_MS = 100;
const LOGIN_REDIRECT_DELAY_MS = 1000;

export interface PurchaseSong {
  id: string;
  title: string;
  /** For 'Copy Lyrics' in the Song Ready dialog. */
  lyrics?: string;
}

export interface PurchaseModalProps {
  song: PurchaseSong;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a paid capture (before the Song Ready dialog) and after a free download. */
  onPurchased?: (result: { songId: string; paid: boolean }) => void;
  /** 'Create Another Song' in the Song Ready dialog (the generator resets). */
  onCreateAnother?: () => void;
}

const discountText = (voucher: VoucherCheck) => describeDiscount(voucher);

/** 'Buy That Boogy': the full song for the server's price, a voucher, and PayPal or a free download. */
export function PurchaseModal({ song, open, onOpenChange, onPurchased, onCreateAnother }: PurchaseModalProps) {
  const ids = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: buyer } = useBuyer();
  const { data: pricing } = usePricing();
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [voucherCode, setVoucherCode] = useState('');
  const [voucher, setVoucher] = useState<VoucherCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const [readyOpen, setReadyOpen] = useState(false);

  const isGuest = !buyer;
  const listCents = songPriceCents(pricing);
  const finalCents = voucher?.finalPriceCents ?? listCents;
  const listPrice = describePrice(listCents, pricing);

  const guestDetailsMissing = () => {
    if (!isGuest || (firstName.trim() && email.trim())) return false;
    toast({ title: 'Required Fields', description: 'Please fill in your name and email to continue.', variant: 'destructive' });
    return true;
  };

  const applyVoucher = async () => {
    setBusy(true);
    try {
      const checked = await validateVoucher(voucherCode.trim());
      setVoucher(checked);
      toast({ title: 'Voucher Applied!', description: discountText(checked) });
    } catch (error) {
      setVoucher(null);
      toast({ title: 'Invalid Voucher', description: serverMessage(error, 'This voucher code is not valid.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const goToJukebox = async () => {
    await refreshAfterPurchase(queryClient);
    void navigate(paths.jukebox);
    setTimeout(() => toast({ title: '🎉 Party on with your new song!', description: 'Your song is ready to play in your jukebox!' }), SUCCESS_TOAST_DELAY_MS);
  };

  const getFreeDownload = async () => {
    if (guestDetailsMissing()) return;
    setBusy(true);
    try {
      const result = await freeSongDownload({
        songId: song.id,
        voucherCode: voucherCode.trim(),
        ...(isGuest ? { firstName: firstName.trim(), userEmail: email.trim() } : {}),
      });
      if (result.userStatus === 'existing_user_login_required') {
        toast({ title: 'Login Required', description: 'Please login to view your new song!' });
        setTimeout(() => window.location.assign('/api/login'), LOGIN_REDIRECT_DELAY_MS);
        return;
      }
      onOpenChange(false);
      onPurchased?.({ songId: song.id, paid: false });
      await goToJukebox();
    } catch (error) {
      toast({ title: 'Purchase Failed', description: serverMessage(error, 'Failed to process your purchase.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const createOrder = async () => {
    if (guestDetailsMissing()) throw new Error('Required fields missing');
    const order = await createPaymentOrder({
      songId: song.id,
      ...(voucher ? { voucherCode: voucherCode.trim() } : {}),
      ...(isGuest ? { firstName: firstName.trim(), email: email.trim() } : {}),
      amount: (finalCents / 100).toFixed(2),
      currency: 'USD',
      intent: 'CAPTURE',
    });
    return order.id;
  };

  const paid = async (result: CaptureResult) => {
    onOpenChange(false);
    onPurchased?.({ songId: song.id, paid: true });
    await refreshAfterPurchase(queryClient);
    if (result.userStatus === 'existing_user_login_required') {
      toast({ title: 'Login Required', description: 'Please login to view your new song!' });
      setTimeout(() => window.location.assign('/api/login'), LOGIN_REDIRECT_DELAY_MS);
      return;
    }
    setReadyOpen(true);
  };

  const failed = (error: unknown) => {
    if (error instanceof Error && error.message === 'Required fields missing') return;
    toast({ title: 'Purchase Failed', description: serverMessage(error, 'Failed to process your purchase.'), variant: 'destructive' });
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent aria-describedby={`${ids}-desc`}>
          <DialogHeader>
            <DialogTitle>Buy That Boogy</DialogTitle>
            <DialogDescription id={`${ids}-desc`}>The full 3-4 minute track with MP3 download.</DialogDescription>
          </DialogHeader>

          <dl className="space-y-2 rounded-2xl border border-line bg-night/40 p-4">
            <div className="flex items-start justify-between gap-4">
              <dt>Full Song ({song.title})</dt>
              <dd className="text-right">
                <span className={voucher ? 'text-ink-muted line-through' : 'font-semibold'}>{listPrice.charge}</span>
                {listPrice.approximation && <span className="block text-xs text-ink-muted">{listPrice.approximation}</span>}
              </dd>
            </div>
            {voucher && (
              <>
                <div className="flex justify-between gap-4 text-party-gold">
                  <dt>Discount Applied</dt>
                  <dd>{discountText(voucher)}</dd>
                </div>
                <div className="flex justify-between gap-4 font-semibold">
                  <dt>Total</dt>
                  <dd>{describePrice(finalCents, pricing).charge}</dd>
                </div>
              </>
            )}
          </dl>

          <div className="mt-4 space-y-4">
            {isGuest && (
              <>
                <div className="space-y-1.5">
                  <Label htmlFor={`${ids}-first`}>First Name</Label>
                  <Input id={`${ids}-first`} autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} maxLength={100} />
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor={`${ids}-email`}>Email</Label>
                  <Input id={`${ids}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} />
                </div>
              </>
            )}
            <div className="space-y-1.5">
              <Label htmlFor={`${ids}-voucher`}>Voucher Code (Optional)</Label>
              <div className="flex gap-2">
                <Input
                  id={`${ids}-voucher`}
                  value={voucherCode}
                  onChange={(e) => {
                    setVoucherCode(e.target.value);
                    setVoucher(null);
                  }}
                  maxLength={50}
                />
                <Button variant="secondary" onClick={() => void applyVoucher()} disabled={!voucherCode.trim() || busy}>
                  Apply
                </Button>
              </div>
            </div>

            {voucher && finalCents === 0 ? (
              <Button className="w-full" size="lg" onClick={() => void getFreeDownload()} disabled={busy}>
                Get Free Download
              </Button>
            ) : (
              <PaymentSection key={voucher?.code ?? 'full-price'} chargeCents={finalCents} createOrder={createOrder} onPaid={(result) => void paid(result)} onFailed={failed} />
            )}
          </div>
        </DialogContent>
      </Dialog>
      <SongReadyModal
        open={readyOpen}
        onOpenChange={(next) => {
          setReadyOpen(next);
          if (!next) void goToJukebox();
        }}
        songId={song.id}
        lyrics={song.lyrics}
        onCreateAnother={() => {
          setReadyOpen(false);
          onCreateAnother?.();
        }}
      />
    </>
  );
}
