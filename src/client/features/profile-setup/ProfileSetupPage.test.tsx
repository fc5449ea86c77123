// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import ProfileSetupPage from './ProfileSetupPage';
import { NAME_MAX } from '../../../shared/auth';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = { id: 'u1', email: 'ada@example.com', firstName: '', lastName: null, role: 'member' };

function stub(preferencesAnswer: () => Response = () => jsonResponse({})) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/user' && init?.method === 'PUT')
      return jsonResponse({ ...user, ...JSON.parse(init.body as string) });
    if (url === '/api/auth/user') return jsonResponse(user);
    if (url === '/api/preferences') return preferencesAnswer();
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

async function fillToLastStep() {
  await userEvent.type(await screen.findByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
  await next();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Buffalo, NY' }));
  await next();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Food & Dining' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Music' }));
  await userEvent.type(screen.getByLabelText('Anything else? (optional)'), 'jazz');
  await next();
}

describe('ProfileSetupPage', () => {
  it('asks signed-out visitors to sign in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Unauthorized' }, 401)),
    );
    renderWithProviders(<ProfileSetupPage />);
    expect(await screen.findByRole('heading', { name: 'Sign in to set up your profile' })).toBeTruthy();
  });

  it('keeps the reader on a step until it is filled, with the spec messages, and goes back with Previous', async () => {
    stub();
    renderWithProviders(<ProfileSetupPage />);
    await screen.findByLabelText('First name');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    await next();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await next();
    expect(await screen.findByText('Step 2 of 4: Your Cities')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Your Cities' }));
    await next();
    expect(await screen.findByText('Please select at least one city')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rochester, NY' }));
    await next();
    await screen.findByText('Step 3 of 4: Your Interests');
    await next();
    expect(await screen.findByText('Please select at least one interest')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('checkbox', { name: 'Rochester, NY' })).toHaveProperty('checked', true);
  });

  it('says beside the first name that it is too long, keeps the reader on the step and sends nothing', async () => {
    const fetchMock = stub();
    renderWithProviders(<ProfileSetupPage />);
    const first = await screen.findByLabelText('First name');
    await userEvent.click(first);
    await userEvent.paste('A'.repeat(NAME_MAX + 1));
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await next();
    expect(await screen.findByText(`First name must be at most ${NAME_MAX} characters`)).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Step 1 of 4: Your Name')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });

  it('saves the name and the settings with Complete Setup, then shows the success screen', async () => {
    const fetchMock = stub();
    renderWithProviders(<ProfileSetupPage />);
    await fillToLastStep();
    expect(screen.getByRole('switch', { name: /Weekly newsletter/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: /Business features/ })).toHaveProperty('checked', false);
    await userEvent.click(screen.getByRole('switch', { name: /Business features/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByRole('link', { name: 'Start Exploring' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/$/),
    );
    expect(screen.getByText('Profile Setup Complete!')).toBeTruthy();
    const body = (url: string) => {
      const call = fetchMock.mock.calls.find(([u, init]) => u === url && init?.method === 'PUT');
      return JSON.parse(call?.[1]?.body as string) as Record<string, unknown>;
    };
    expect(body('/api/auth/user')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    const saved = body('/api/preferences');
    expect(saved).toEqual({
      preferredCities: '["buffalo"]',
      interests: '["food","music"]',
      interestTopics: 'jazz',
      notificationPreferences: expect.any(String),
      profileCompleted: true,
    });
    expect(JSON.parse(saved.notificationPreferences as string)).toEqual({
      newsletter: true,
      eventUpdates: true,
      businessFeatures: true,
      communityHighlights: true,
    });
  });

  it('says why setup failed, in the server’s words, and stays on the last step', async () => {
    stub(() => jsonResponse({ message: 'Please select at least one city' }, 400));
    renderWithProviders(<ProfileSetupPage />);
    await fillToLastStep();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Setup Failed')).toBeTruthy();
    expect(screen.getByText('Please select at least one city')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeTruthy();
  });
});
