// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render';
import { RichTextEditor, type StoryBody } from './RichTextEditor';

afterEach(cleanup);

function renderEditor(initialHtml: string) {
  const onChange = vi.fn<(body: StoryBody) => void>();
  renderWithProviders(
    <>
      <p id="body-label">Story</p>
      <RichTextEditor initialHtml={initialHtml} onChange={onChange} labelledBy="body-label" />
    </>,
  );
  const lastHtml = () => onChange.mock.calls.at(-1)?.[0].html ?? '';
  return { onChange, lastHtml };
}

/** Selects every word of the story, as a writer would before formatting. */
async function selectAll() {
  const surface = await screen.findByRole('textbox', { name: 'Story' });
  surface.focus();
  await userEvent.keyboard('{Control>}a{/Control}');
}

describe('the story editor toolbar', () => {
  it('makes the selected words bold', async () => {
    const { lastHtml } = renderEditor('<p>Wings on Elmwood</p>');
    await selectAll();
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(lastHtml()).toBe('<p><strong>Wings on Elmwood</strong></p>'));
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('links the selected words to a web address, and refuses javascript: addresses', async () => {
    const { lastHtml } = renderEditor('<p>Read the menu</p>');
    await selectAll();
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = await screen.findByLabelText('Web address');
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(await screen.findByText(/Please enter a web address/)).toBeTruthy();

    await userEvent.clear(address);
    await userEvent.type(address, 'example.com/menu');
    await userEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    await waitFor(() =>
      expect(lastHtml()).toBe('<p><a rel="noopener" href="https://example.com/menu">Read the menu</a></p>'),
    );
  });
});
