// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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
  const last = () => onChange.mock.calls.at(-1)?.[0];
  return { lastHtml: () => last()?.html ?? '', lastDoc: () => last()?.doc };
}

const ID = 'dQw4w9WgXcQ';
const POST = 'https://bsky.app/profile/market.bsky.social/post/3kabcdefghijk';

describe('cards in the story editor', () => {
  it('inserts a video from a pasted address, refusing one that is not YouTube or Vimeo', async () => {
    const { lastHtml, lastDoc } = renderEditor('<p>The parade</p>');
    (await screen.findByRole('textbox', { name: 'Story' })).focus();
    await userEvent.click(screen.getByRole('button', { name: 'Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert video' });
    const address = within(dialog).getByLabelText('Video address');
    await userEvent.type(address, 'https://evil.example/embed/x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert video' }));
    expect(within(dialog).getByText(/Please paste the address of a YouTube or Vimeo video/)).toBeTruthy();
    expect(lastHtml()).not.toContain('iframe');

    await userEvent.clear(address);
    await userEvent.type(address, `https://youtu.be/${ID}?si=share`);
    await userEvent.type(within(dialog).getByLabelText('Caption (optional)'), 'Floats on Main Street');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert video' }));

    await waitFor(() =>
      expect(lastHtml()).toContain(
        `<figure data-embed="video"><iframe src="https://www.youtube-nocookie.com/embed/${ID}" title="Video on YouTube" loading="lazy"`,
      ),
    );
    expect(lastHtml()).toContain('<figcaption>Floats on Main Street</figcaption>');
    expect(lastDoc()?.content).toContainEqual({
      type: 'video',
      attrs: { url: `https://www.youtube.com/watch?v=${ID}`, title: null, caption: 'Floats on Main Street' },
    });
    // The card in the story: what it is, its preview and its caption.
    expect(screen.getByText('Video · YouTube')).toBeTruthy();
    expect(screen.getByTitle('Video on YouTube').getAttribute('src')).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}`,
    );
    expect(screen.getByText('Floats on Main Street')).toBeTruthy();
  });

  it('moves a card up and down among the paragraphs, and removes it', async () => {
    const card = `<figure data-embed="social"><figcaption><a href="${POST}">post</a></figcaption></figure>`;
    const { lastHtml } = renderEditor(`<p>First</p><p>Second</p>${card}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Move social post up' }));
    await waitFor(() =>
      expect(lastHtml()).toMatch(/^<p>First<\/p><figure data-embed="social".*<\/figure><p>Second<\/p>$/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move social post up' }));
    await waitFor(() =>
      expect(lastHtml()).toMatch(/^<figure data-embed="social".*<\/figure><p>First<\/p><p>Second<\/p>$/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move social post down' }));
    await waitFor(() => expect(lastHtml()).toMatch(/^<p>First<\/p><figure/));
    expect(screen.getByRole('link', { name: '@market.bsky.social on Bluesky' }).getAttribute('href')).toBe(POST);

    await userEvent.click(screen.getByRole('button', { name: 'Remove social post' }));
    await waitFor(() => expect(lastHtml()).toBe('<p>First</p><p>Second</p>'));
  });

  it('asks for at least two pictures before inserting a gallery', async () => {
    renderEditor('<p>Market day</p>');
    await userEvent.click(await screen.findByRole('button', { name: 'Gallery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert gallery' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert gallery' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A gallery needs at least 2 pictures.');
  });
});
