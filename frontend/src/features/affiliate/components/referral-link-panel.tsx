import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { useGeneratePersonalizedLink, type EarningsDashboard } from '../api/affiliate';
import { serverMessage } from '@/lib/api-error';
import { SlugEditor } from './slug-editor';
import { useProductFacts } from '@/lib/product-facts';

/** Overview tab: the personalised referral link with copy, and the custom-slug editor. */
export function ReferralLinkPanel({ earnings }: { earnings: EarningsDashboard }) {
  const generate = useGeneratePersonalizedLink();
  const facts = useProductFacts();
  const link = earnings.personalizedLink ?? earnings.referralLink;
  const copy = async () => {
    if (await copyText(link)) toast({ title: 'Copied!', description: 'Your link is on the clipboard.' });
    else toast({ variant: 'destructive', title: 'Failed to copy to clipboard', description: 'Select the link and copy it yourself.' });
  };
  const makeLink = async () => {
    try {
      await generate.mutateAsync();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to generate referral code.', description: serverMessage(error, 'Please try again.') });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your referral link</CardTitle>
        <CardDescription>Friends who join through it get {facts ? `${facts.referredSignupCredits} free credits` : 'extra free credits'}; you earn on their purchases, three layers deep.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap gap-2">
          <Input readOnly value={link} aria-label="Your referral link" className="min-w-0 flex-1" data-testid="referral-link" />
          <Button variant="gold" onClick={() => void copy()}>
            Copy
          </Button>
          {!earnings.personalizedSlug && (
            <Button variant="secondary" disabled={generate.isPending} onClick={() => void makeLink()}>
              Create personal link
            </Button>
          )}
        </div>
        <SlugEditor key={earnings.personalizedSlug ?? ''} current={earnings.personalizedSlug} />
      </CardContent>
    </Card>
  );
}
