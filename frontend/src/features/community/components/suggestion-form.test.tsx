import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/server';
import { renderWithApp } from '@/test/render';
import { findToast } from '@/test/toast';
import { SuggestionForm } from './suggestion-form';

describe('SuggestionForm', () => {
  it('shows the spec’s messages for a blank form and sends nothing', async () => {
    let posted = 0;
    server.use(
      http.post('/api/suggestions', () => {
        posted++;
        return HttpResponse.json({ statusCode: 500, message: 'not expected' }, { status: 500 });
      }),
    );
    const { user } = renderWithApp(<SuggestionForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    expect(await screen.findByText('Title is required')).toBeVisible();
    expect(screen.getByText('Description must be at least 10 characters')).toBeVisible();
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(0);
  });

  it('counts the description as it is typed and refuses a malformed email', async () => {
    const { user } = renderWithApp(<SuggestionForm defaultName="Ada" />);
    await user.type(screen.getByLabelText('Description'), '  Strobe lights  ');
    expect(screen.getByText('13/1000 characters (at least 10)')).toBeVisible();
    await user.type(screen.getByLabelText('Title'), 'Lights');
    await user.type(screen.getByLabelText('Email (optional)'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
  });

  it('sends the idea (a blank email as null), thanks the user and clears title and description but keeps the name', async () => {
    let body: unknown;
    server.use(
      http.post('/api/suggestions', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: '6f1e7c1a-1111-4111-8111-111111111111', title: 'Lights', description: 'Strobe lights in time with the beat.', submitterName: 'Ada', votes: 0, status: 'pending', createdAt: new Date().toISOString() }, { status: 201 });
      }),
      http.get('/api/suggestions', () => HttpResponse.json([])),
    );
    const { user } = renderWithApp(<SuggestionForm defaultName="Ada" />);
    await user.type(screen.getByLabelText('Title'), 'Lights');
    await user.type(screen.getByLabelText('Description'), 'Strobe lights in time with the beat.');
    await user.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    expect(await findToast('Suggestion Submitted!')).toBeVisible();
    expect(body).toEqual({ title: 'Lights', description: 'Strobe lights in time with the beat.', submitterName: 'Ada', submitterEmail: null });
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Your Name')).toHaveValue('Ada');
  });

  it('says so when the server refuses', async () => {
    server.use(http.post('/api/suggestions', () => HttpResponse.json({ statusCode: 500, message: 'boom' }, { status: 500 })));
    const { user } = renderWithApp(<SuggestionForm defaultName="Ada" />);
    await user.type(screen.getByLabelText('Title'), 'Lights');
    await user.type(screen.getByLabelText('Description'), 'Strobe lights in time with the beat.');
    await user.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    expect(await findToast('Submission Failed')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Lights');
  });
});
