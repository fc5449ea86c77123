import { describe } from 'vitest';
import { expect, test } from './support/fixtures';
import { registerVerified } from './support/accounts';

describe('a piece written over several visits', () => {
  test('a member saves a draft, finds it on My submissions, finishes it and sends it for review', async ({ page }) => {
    await registerVerified(page, `drafts-${Date.now()}@example.com`);
    await page.goto('/submit');
    const form = page.getByRole('form', { name: 'Submit Content' });
    await form.getByLabel('City').selectOption('buffalo');
    await form.getByLabel('Title').fill('The last diner on Hertel');
    await form.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved', { exact: true }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('draft')).toBeTruthy();

    await page.goto('/account/submissions');
    const card = page.getByRole('listitem').filter({ hasText: 'The last diner on Hertel' });
    await card.getByText('Draft', { exact: true }).waitFor();
    // Sent unfinished: the page says what is missing, and the piece stays a draft.
    await card.getByRole('button', { name: 'Send for review' }).click();
    await card.getByRole('alert').getByText('Please complete the marked fields').waitFor();

    await card.getByRole('link', { name: 'Continue writing' }).click();
    await page.getByText('You are writing a saved draft.').waitFor();
    await expect.poll(() => form.getByLabel('Title').inputValue()).toBe('The last diner on Hertel');
    await form.getByLabel('Brief description').fill('Forty years of pancakes on Hertel Avenue.');
    await form.getByRole('button', { name: 'Submit Content' }).click();
    await page.getByText('Content Submitted!', { exact: true }).waitFor();

    await page.goto('/account/submissions');
    const sent = page.getByRole('listitem').filter({ hasText: 'The last diner on Hertel' });
    await sent.getByText('In review', { exact: true }).first().waitFor();
    expect(await sent.getByRole('button', { name: 'Send for review' }).count()).toBe(0);
    expect(await page.getByRole('listitem').filter({ hasText: 'The last diner on Hertel' }).count()).toBe(1);
  });
});
