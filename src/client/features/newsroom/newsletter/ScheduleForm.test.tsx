// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../components/ui/use-toast';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ScheduleForm } from './ScheduleForm';
import { draftEdition } from './test-fixtures';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const SCHEDULE = '/api/newsletter/admin/editions/ed1/schedule';

function stubSchedule(reply: (body: unknown) => Response) {
  const mock = vi.fn(async (_url: string, init?: RequestInit) => reply(JSON.parse(String(init?.body))));
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('scheduling an edition', () => {
  it('sends the chosen local time as an instant', async () => {
    const mock = stubSchedule((body) =>
      jsonResponse(
        draftEdition({ status: 'scheduled', scheduledFor: (body as { scheduledFor: string }).scheduledFor }),
      ),
    );
    renderWithProviders(<ScheduleForm edition={draftEdition()} disabled={false} />);
    const form = screen.getByRole('form', { name: 'Schedule edition' });
    await userEvent.type(within(form).getByLabelText('Send at (your local time)'), '2030-12-05T09:30');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Edition scheduled')).toBeTruthy();
    const [url, init] = mock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(SCHEDULE);
    expect(JSON.parse(String(init.body))).toEqual({ scheduledFor: new Date('2030-12-05T09:30').toISOString() });
  });

  it("puts the server's field message next to the time", async () => {
    const message = 'Please choose a time in the future.';
    stubSchedule(() =>
      jsonResponse({ message, code: 'SCHEDULE_IN_PAST', errors: [{ path: 'scheduledFor', message }] }, 400),
    );
    renderWithProviders(<ScheduleForm edition={draftEdition()} disabled={false} />);
    const form = screen.getByRole('form', { name: 'Schedule edition' });
    await userEvent.type(within(form).getByLabelText('Send at (your local time)'), '2020-01-01T09:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(message);
    expect(await screen.findByText('Could not schedule the edition')).toBeTruthy();
  });

  it('takes a scheduled edition back to draft', async () => {
    const mock = stubSchedule(() => jsonResponse(draftEdition()));
    const scheduled = draftEdition({ status: 'scheduled', scheduledFor: '2030-12-05T14:30:00.000Z' });
    renderWithProviders(<ScheduleForm edition={scheduled} disabled={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Unschedule' }));
    expect(await screen.findByText('Schedule removed')).toBeTruthy();
    expect(JSON.parse(String((mock.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({ scheduledFor: null });
  });
  it('asks for a date and time beside the field before sending anything', async () => {
    const mock = stubSchedule(() => jsonResponse(draftEdition()));
    renderWithProviders(<ScheduleForm edition={draftEdition()} disabled={false} />);
    const form = screen.getByRole('form', { name: 'Schedule edition' });
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Please choose a date and time.');
    const field = within(form).getByLabelText('Send at (your local time)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(mock).not.toHaveBeenCalled();
  });
});
