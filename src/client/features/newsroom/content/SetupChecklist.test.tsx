// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import type { SetupStep } from '../../../../shared/newsroom/dashboard';
import { SetupChecklist } from './SetupChecklist';

afterEach(cleanup);

const step = (over: Partial<SetupStep> & Pick<SetupStep, 'step' | 'label'>): SetupStep => ({
  done: false,
  href: null,
  hint: 'How to do it.',
  ...over,
});

describe('SetupChecklist', () => {
  it('links each step left to where it is done, ticks the done ones, and counts what is left', () => {
    renderWithProviders(
      <SetupChecklist
        steps={[
          step({ step: 'categories', label: 'Add the categories', done: true, href: '/admin/categories' }),
          step({ step: 'story', label: 'Publish the first story', href: '/admin/content/articles/new' }),
          step({ step: 'mail', label: 'Connect outgoing mail', hint: 'Set SMTP_URL.' }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Set up your site' })).toBeTruthy();
    expect(screen.getByText('2 of 3 steps left.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Publish the first story' }).getAttribute('href')).toBe(
      '/admin/content/articles/new',
    );
    expect(screen.queryByRole('link', { name: 'Add the categories' })).toBeNull();
    expect(screen.getByText('Set SMTP_URL.')).toBeTruthy();
  });

  it('is gone once every step is done', () => {
    renderWithProviders(<SetupChecklist steps={[step({ step: 'story', label: 'Publish', done: true })]} />);
    expect(screen.queryByRole('heading', { name: 'Set up your site' })).toBeNull();
  });
});
