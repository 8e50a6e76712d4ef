import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useSubmitSuggestion } from '../api/suggestions';
import { suggestionSchema, type SuggestionValues } from '../schemas';
import { TextAreaField, TextField } from './field';

/** "Suggest a Feature": no login needed. */
export function SuggestionForm({ defaultName = '', defaultEmail = '' }: { defaultName?: string; defaultEmail?: string }) {
  const submit = useSubmitSuggestion();
  const form = useForm<SuggestionValues>({
    resolver: zodResolver(suggestionSchema),
    defaultValues: { title: '', description: '', submitterName: defaultName, submitterEmail: defaultEmail },
  });
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync({ ...values, submitterEmail: values.submitterEmail || null });
      toast({ title: 'Suggestion Submitted!', description: 'Thanks! The community can vote for it now.' });
      form.reset({ title: '', description: '', submitterName: values.submitterName, submitterEmail: values.submitterEmail });
    } catch {
      toast({ variant: 'destructive', title: 'Submission Failed', description: 'Please try again later.' });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Suggest a Feature</CardTitle>
        <CardDescription>What would make your next party better? No account needed.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4" aria-label="Suggest a feature">
          <TextField id="suggestion-title" label="Title" maxLength={200} error={errors.title?.message} {...form.register('title')} />
          <TextAreaField
            id="suggestion-description"
            label="Description"
            rows={5}
            maxLength={1000}
            hint={`${description.trim().length}/1000 characters (at least 10)`}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="suggestion-name" label="Your Name" autoComplete="name" maxLength={100} error={errors.submitterName?.message} {...form.register('submitterName')} />
            <TextField
              id="suggestion-email"
              label="Email (optional)"
              type="email"
              autoComplete="email"
              error={errors.submitterEmail?.message}
              {...form.register('submitterEmail')}
            />
          </div>
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? 'Submitting…' : 'Submit Suggestion'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
