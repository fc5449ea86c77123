// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deal } from '../../../shared/directory';
import { jsonResponse, renderWithProviders } from '../../test/render';
import MarketplacePage from './MarketplacePage';

const deal: Deal = {
  id: 'd1',
  title: '20% Off Any Pizza',
  category: 'Food & Dining',
  imageUrl: '/media/demo/deal/pizza.svg',
  discountPercent: 20,
  originalPrice: '15.00',
  discountPrice: '12.00',
  description: 'Any large pie, dine in or take out.',
  businessName: 'Corner Slice',
  validUntil: '2099-12-31T00:00:00.000Z',
  couponCode: 'SLICE20',
  businessAddress: '1 Main St',
  businessPhone: '(585) 555-0100',
  website: null,
  termsConditions: 'One per table.',
  isFeatured: false,
  city: 'rochester',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderDeals(deals: Deal[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(deals)),
  );
  return renderWithProviders(<MarketplacePage />, { path: '/marketplace' });
}

/** happy-dom's clipboard is replaced so a test can read what was copied, or make copying fail. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

describe('deal cards', () => {
  it('copies the coupon code and says so', async () => {
    const writeText = stubClipboard(async () => undefined);
    renderDeals([deal]);
    expect(await screen.findByText('20% OFF')).toBeTruthy();
    expect(screen.getByText('Use this code')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy coupon code SLICE20' }));

    expect(writeText).toHaveBeenCalledWith('SLICE20');
    expect(await screen.findByText('Coupon code SLICE20 copied to clipboard')).toBeTruthy();
  });

  it('asks for a manual copy when the browser refuses the clipboard', async () => {
    stubClipboard(async () => Promise.reject(new Error('denied')));
    renderDeals([deal]);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy coupon code SLICE20' }));
    expect(await screen.findByText('Failed to copy')).toBeTruthy();
    expect(screen.getByText('Please copy the code manually')).toBeTruthy();
  });

  it('offers Call Now without a website, Visit Website with one, and the terms in a dialog', async () => {
    renderDeals([
      deal,
      { ...deal, id: 'd2', title: 'Free Coffee', website: 'https://cafe.example.com', couponCode: null },
    ]);
    const call = await screen.findByRole('link', { name: 'Call Now' });
    expect(call.getAttribute('href')).toBe('tel:5855550100');
    const visit = screen.getByRole('link', { name: 'Visit Website' });
    expect(visit.getAttribute('href')).toBe('https://cafe.example.com');
    expect(visit.getAttribute('target')).toBe('_blank');

    await userEvent.click(screen.getAllByRole('button', { name: 'Terms' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Terms & Conditions' });
    expect(within(dialog).getByText('One per table.')).toBeTruthy();
  });

  it('says so when there are no deals', async () => {
    renderDeals([]);
    expect(await screen.findByRole('heading', { name: 'No deals available yet' })).toBeTruthy();
  });
});
