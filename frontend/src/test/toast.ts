import { screen, within } from '@testing-library/react';

/**
 * The toast the user sees with this text. Radix also puts a copy in a screen-reader announcement
 * that it removes after a moment, so the toast is looked for in the notifications region only.
 */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  // hidden: an open dialog hides the rest of the page from the accessibility tree, toasts included.
  const region = await screen.findByRole('region', { name: /notifications/i, hidden: true });
  return within(region).findByText(text);
}
