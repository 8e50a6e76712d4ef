import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useBuyer } from '../api/buyer';
import { BuySampleCredits } from './buy-sample-credits';
import { SampleCreditsDialog } from './sample-credits-dialog';

export interface SamplePackModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPurchased?: (result: { credits: number; creditsAdded: number }) => void;
}

/** The generator's sample pack purchase: name (required), email (read-only, from the account), package and payment. */
export function SamplePackModal({ open, onOpenChange, onPurchased }: SamplePackModalProps) {
  const ids = useId();
  const { data: buyer } = useBuyer();
  const [name, setName] = useState('');
  const shownName = name || buyer?.firstName || '';
  return (
    <SampleCreditsDialog open={open} onOpenChange={onOpenChange} title="Get More Samples">
      {!buyer ? (
        <p className="text-sm">Please sign in to buy sample credits.</p>
      ) : (
        <div className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-name`}>Name</Label>
            <Input id={`${ids}-name`} value={shownName} onChange={(e) => setName(e.target.value)} maxLength={100} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-email`}>Email</Label>
            <Input id={`${ids}-email`} value={buyer.email} readOnly />
          </div>
          <BuySampleCredits
            canPay={() => {
              if (shownName.trim()) return true;
              toast({ title: 'Required Fields', description: 'Please enter your name to continue.', variant: 'destructive' });
              return false;
            }}
            onPurchased={(result) => {
              onOpenChange(false);
              onPurchased?.(result);
            }}
          />
        </div>
      )}
    </SampleCreditsDialog>
  );
}
