// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../components/ui/use-toast';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import type { AdminEditionDetail } from '../../../../shared/newsletter';
import { EditionWorkspace } from './EditionWorkspace';
import { candidates, draftEdition } from './test-fixtures';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const EDITION = '/api/newsletter/admin/editions/ed1';
type Reply = (init?: RequestInit) => Response;

/** The staff API for edition ed1; `replies` overrides answers by "METHOD url". */
function stubApi(edition: AdminEditionDetail, replies: Record<string, Reply> = {}) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const reply = replies[`${init?.method ?? 'GET'} ${url}`];
    if (reply) return reply(init);
    if (url === EDITION) return jsonResponse(edition);
    if (url === '/api/newsletter/admin/candidates?city=rochester') return jsonResponse(candidates);
    if (url === `${EDITION}/preview`)
      return jsonResponse({ subject: edition.subject, html: '<h1>Preview body</h1>', text: '' });
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
const requests = (mock: ReturnType<typeof stubApi>, key: string) =>
  mock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);

async function openEditor(mock?: ReturnType<typeof stubApi>) {
  renderWithProviders(<EditionWorkspace id="ed1" recipients={3} />, { path: '/admin/newsletter' });
  const form = await screen.findByRole('form', { name: 'Edit edition' });
  await within(form).findByRole('checkbox', { name: /New library hours/ });
  return { form, mock };
}

describe('the edition editor', () => {
  it('loads the texts and ticks the current picks among the candidates', async () => {
    stubApi(draftEdition());
    const { form } = await openEditor();
    expect((within(form).getByLabelText('Subject line') as HTMLInputElement).value).toBe('Your Rochester week');
    expect((within(form).getByLabelText('Intro text') as HTMLTextAreaElement).value).toBe('Hello neighbors.');
    expect((within(form).getByRole('checkbox', { name: /River trail reopens/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(form).getByRole('checkbox', { name: /New library hours/ }) as HTMLInputElement).checked).toBe(false);
    expect((within(form).getByRole('radio', { name: /No spotlight/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('saves the edited texts and picks with one PATCH', async () => {
    const saved = draftEdition({ subject: 'Big week ahead' });
    const mock = stubApi(draftEdition(), { [`PATCH ${EDITION}`]: () => jsonResponse(saved) });
    const { form } = await openEditor();
    const subject = within(form).getByLabelText('Subject line');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Big week ahead');
    await userEvent.click(within(form).getByRole('checkbox', { name: /River trail reopens/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /New library hours/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /Corner Bakery/ }));
    await userEvent.click(within(form).getByRole('radio', { name: /Coach of the year/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Edition saved')).toBeTruthy();
    const [[, init]] = requests(mock, `PATCH ${EDITION}`) as [[string, RequestInit]];
    expect(JSON.parse(init.body as string)).toEqual({
      title: 'This Week in Rochester',
      subject: 'Big week ahead',
      content: 'Hello neighbors.',
      featuredArticles: ['a2'],
      featuredEvents: ['e1'],
      featuredBusinesses: ['b1'],
      featuredSpotlight: 's1',
    });
  });

  it('says what is wrong before sending, and shows the server message and field errors', async () => {
    const problem = 'These articles are not published: a2';
    const mock = stubApi(draftEdition(), {
      [`PATCH ${EDITION}`]: () =>
        jsonResponse(
          { message: problem, code: 'INVALID_PICKS', errors: [{ path: 'featuredArticles', message: problem }] },
          400,
        ),
    });
    const { form } = await openEditor();
    await userEvent.clear(within(form).getByLabelText('Subject line'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Please write a subject line.')).toBeTruthy();
    expect(requests(mock, `PATCH ${EDITION}`)).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Subject line'), 'Fixed');
    await userEvent.click(within(form).getByRole('checkbox', { name: /New library hours/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Could not save the edition')).toBeTruthy();
    const articles = within(form).getByRole('group', { name: /Featured articles/ });
    expect(within(articles).getByRole('alert').textContent).toBe(problem);
  });

  it('sends only after the confirmation, and says to whom it goes', async () => {
    const sent = draftEdition({ status: 'sent', sentAt: '2026-11-20T15:00:00.000Z', recipientCount: 3 });
    const mock = stubApi(draftEdition(), { [`POST ${EDITION}/send`]: () => jsonResponse(sent, 202) });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this edition now?' });
    expect(within(dialog).getByText(/goes to 3 confirmed subscribers for Rochester, NY/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests(mock, `POST ${EDITION}/send`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send to subscribers' }),
    );
    expect(await screen.findByText('It is on its way to 3 subscribers.')).toBeTruthy();
    expect(requests(mock, `POST ${EDITION}/send`)).toHaveLength(1);
    expect(await screen.findByText('Sent editions cannot be edited.', { exact: false })).toBeTruthy();
  });

  it('holds back sending while there are unsaved edits', async () => {
    stubApi(draftEdition());
    const { form } = await openEditor();
    await userEvent.type(within(form).getByLabelText('Title'), '!');
    expect((screen.getByRole('button', { name: 'Send now' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send test to me' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Save your changes first/)).toBeTruthy();
  });

  it('previews the saved edition in a sandboxed frame', async () => {
    stubApi(draftEdition());
    await openEditor();
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const frame = (await screen.findByTitle('E-mail preview')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<h1>Preview body</h1>');
  });
  it('shows a field error beside its field, and the server says above the form what it refused', async () => {
    const tooLong = 'Please keep the subject line short enough for an inbox.';
    stubApi(draftEdition(), {
      [`PATCH ${EDITION}`]: () =>
        jsonResponse(
          {
            message: 'Please check the form.',
            code: 'VALIDATION_ERROR',
            errors: [
              { path: 'subject', message: tooLong },
              { path: 'title', message: 'Please give the edition a title.' },
            ],
          },
          400,
        ),
    });
    const { form } = await openEditor();
    const title = within(form).getByLabelText('Title');
    const describedBy = () => document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent;
    await userEvent.clear(title);
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(describedBy()).toBe('Please give the edition a title.'));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(title, 'Week 48');
    expect(title.getAttribute('aria-invalid')).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const subject = within(form).getByLabelText('Subject line');
    await waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(subject.getAttribute('aria-describedby') ?? '')?.textContent).toBe(tooLong);
    expect(within(form).getByText('Please correct the highlighted fields.')).toBeTruthy();
  });
});
