// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { value: 'story', label: 'Story', render: () => <input aria-label="Title" /> },
  { value: 'photo', label: 'Photo', render: () => <p>Photo panel</p> },
];

afterEach(cleanup);

describe('Tabs', () => {
  it('shows one panel at a time and moves with the arrow keys', async () => {
    render(<Tabs label="Kinds" tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'Story' }).getAttribute('aria-selected')).toBe('true');
    screen.getByRole('tab', { name: 'Story' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Photo' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Photo panel')).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('with keepMounted, keeps what was typed in a panel while another is open', async () => {
    render(<Tabs keepMounted label="Kinds" tabs={tabs} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Lilac Festival');
    await userEvent.click(screen.getByRole('tab', { name: 'Photo' }));
    expect(screen.getByText('Photo panel')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Story' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Lilac Festival');
  });
});
