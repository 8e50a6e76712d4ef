import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/server';
import { renderWithApp } from '@/test/render';
import { findToast } from '@/test/toast';
import { ContactForm } from './contact-form';

const RECEIPT = "We've received your message and will respond within 24 hours.";

describe('ContactForm', () => {
  it('checks every field with its own message before sending', async () => {
    const { user } = renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Message'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const message of ['Name is required', 'Please enter a valid email address', 'Subject is required', 'Message must be at least 10 characters']) {
      expect(await screen.findByText(message)).toBeVisible();
    }
  });

  it('prefills a signed-in user, sends, and shows the server’s receipt until "Send Another Message"', async () => {
    let body: unknown;
    server.use(
      http.post('/api/support/contact', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: '6f1e7c1a-2222-4222-8222-222222222222', message: RECEIPT, createdAt: new Date().toISOString() }, { status: 201 });
      }),
    );
    const { user } = renderWithApp(<ContactForm defaultName="Ada" defaultEmail="ada@example.com" />);
    await user.type(screen.getByLabelText('Subject'), 'My download');
    await user.type(screen.getByLabelText('Message'), 'The download button does nothing.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeVisible();
    expect(screen.getByText('Message Sent!').closest('[role="status"]')).toHaveTextContent(RECEIPT);
    expect(body).toEqual({ name: 'Ada', email: 'ada@example.com', subject: 'My download', message: 'The download button does nothing.' });
    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });

  it('keeps what was typed and says so when sending fails', async () => {
    server.use(http.post('/api/support/contact', () => HttpResponse.json({ statusCode: 429, message: 'Too many' }, { status: 429 })));
    const { user } = renderWithApp(<ContactForm defaultName="Ada" defaultEmail="ada@example.com" />);
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('Message'), 'A long enough message.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await findToast('Failed to send support request. Please try again.')).toBeVisible();
    expect(screen.getByLabelText('Message')).toHaveValue('A long enough message.');
  });
});
