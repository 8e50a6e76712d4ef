import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useContactSupport } from '../api/help';
import { contactSchema, type ContactValues } from '../schemas';
import { TextAreaField, TextField } from './field';

/** Contact Support: name and email prefilled when signed in; 'Message Sent!' once received. */
export function ContactForm({ defaultName = '', defaultEmail = '' }: { defaultName?: string; defaultEmail?: string }) {
  const contact = useContactSupport();
  // The server's receipt says when we reply (one number, kept on the server).
  const [sent, setSent] = useState<string | null>(null);
  const empty = { name: defaultName, email: defaultEmail, subject: '', message: '' };
  const form = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: empty });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const receipt = await contact.mutateAsync(values);
      toast({ title: 'Support Request Sent!', description: receipt.message });
      setSent(receipt.message);
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to send support request. Please try again.' });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact Support</CardTitle>
        <CardDescription>Didn't find your answer? Write to us.</CardDescription>
      </CardHeader>
      <CardContent>
        {sent ? (
          <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
            <p className="font-display text-2xl font-bold">Message Sent!</p>
            <p className="text-ink-muted">{sent} A copy is on its way to your inbox.</p>
            <Button
              variant="secondary"
              onClick={() => {
                form.reset(empty);
                setSent(null);
              }}
            >
              Send Another Message
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4" aria-label="Contact support">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField id="contact-name" label="Name" autoComplete="name" maxLength={100} error={errors.name?.message} {...form.register('name')} />
              <TextField id="contact-email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
            </div>
            <TextField id="contact-subject" label="Subject" maxLength={200} error={errors.subject?.message} {...form.register('subject')} />
            <TextAreaField id="contact-message" label="Message" rows={6} maxLength={2000} error={errors.message?.message} {...form.register('message')} />
            <Button type="submit" disabled={contact.isPending}>
              {contact.isPending ? 'Sending…' : 'Send Message'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
