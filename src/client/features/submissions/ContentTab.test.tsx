// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiErrorBody } from '../../../shared/errors';
import { ApiError } from '../../lib/api';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ContentTab } from './ContentTab';
import { applicationFailure } from './JoinTeamTab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubPost(answer: () => Response) {
  const mock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', mock);
  return mock;
}

function renderTab() {
  renderWithProviders(<ContentTab submitter={{ name: 'Ada Reader', email: 'ada@example.com', canUpload: false }} />);
  return screen.getByRole('form', { name: 'Submit Content' });
}

async function fill(form: HTMLElement) {
  await userEvent.selectOptions(within(form).getByLabelText('Content type'), 'event');
  await userEvent.selectOptions(within(form).getByLabelText('City'), 'buffalo');
  await userEvent.type(within(form).getByLabelText('Title'), 'Porch fest');
  await userEvent.type(within(form).getByLabelText('Brief description'), 'Forty porches, forty bands.');
}

describe('the Content tab', () => {
  it('offers the seven content types and names a bad e-mail without sending', async () => {
    const fetchMock = stubPost(() => jsonResponse({}, 201));
    const form = renderTab();
    const types = within(within(form).getByLabelText('Content type'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toEqual(['Article', 'Event', 'Music', 'Artist', 'Fashion', 'Marketplace', 'Resource']);
    await fill(form);
    await userEvent.clear(within(form).getByLabelText('Your email'));
    await userEvent.type(within(form).getByLabelText('Your email'), 'ada-at-home');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Content' }));
    expect(await within(form).findByText('Invalid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the content as pending, says "Content Submitted!" and clears the form', async () => {
    const fetchMock = stubPost(() => jsonResponse({ id: 's1', status: 'pending' }, 201));
    const form = renderTab();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Content' }));

    expect(await screen.findByText('Content Submitted!')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/submissions');
    expect(JSON.parse(init.body as string)).toMatchObject({
      type: 'event',
      city: 'buffalo',
      title: 'Porch fest',
      submitterName: 'Ada Reader',
      submitterEmail: 'ada@example.com',
      status: 'pending',
    });
    await waitFor(() => expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe(''));
  });

  it("takes an event's ticket price and kind, and says how to write a price it cannot read", async () => {
    const fetchMock = stubPost(() => jsonResponse({ id: 's1', status: 'pending' }, 201));
    const form = renderTab();
    await fill(form);
    const price = within(form).getByLabelText('Ticket price in dollars (optional)');
    await userEvent.type(price, 'twelve');
    await userEvent.selectOptions(within(form).getByLabelText('Kind of event (optional)'), 'Music');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Content' }));
    expect(
      await within(form).findByText('Price must be an amount in dollars, such as 15 or 12.50 (0 for free)'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(price);
    await userEvent.type(price, '12.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Content' }));
    await screen.findByText('Content Submitted!');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ price: '12.50', category: 'music' });
  });

  it('keeps what was written and shows the spec failure toast when the server fails', async () => {
    stubPost(() => jsonResponse({ message: 'Database unavailable' }, 500));
    const form = renderTab();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Content' }));
    expect(await screen.findByText('Submission Failed')).toBeTruthy();
    expect(screen.getByText('There was an error submitting your content. Please try again.')).toBeTruthy();
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Porch fest');
  });
});

describe('the Join Team failure toast', () => {
  it('names a duplicate e-mail, and stays generic for anything else', () => {
    const error = (status: number, body: ApiErrorBody) => new ApiError(status, JSON.stringify(body));
    const duplicate = error(409, { message: 'Anything at all.', code: 'CONTRIBUTOR_EXISTS' });
    expect(applicationFailure(duplicate)).toEqual({
      title: 'Application Failed',
      description: 'A contributor with this email already exists.',
    });
    const generic = 'There was an error submitting your application. Please try again.';
    expect(applicationFailure(error(409, { message: 'This already exists.', code: 'EMAIL_TAKEN' })).description).toBe(
      generic,
    );
    expect(applicationFailure(new ApiError(500, 'oops')).description).toBe(generic);
    expect(applicationFailure(new TypeError('Failed to fetch')).description).toBe(generic);
  });
});
