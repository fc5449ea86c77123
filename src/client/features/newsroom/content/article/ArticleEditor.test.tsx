// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import ContentEditPage from '../ContentEditPage';
import { signedInUser } from '../../../../test/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = signedInUser();
const draft = {
  id: 'a1',
  kind: 'articles',
  status: 'draft',
  isPublic: false,
  title: 'Lilac Festival returns',
  excerpt: 'Highland Park in bloom.',
  category: 'Community',
  author: 'Ida Wells',
  city: 'rochester',
  imageUrl: '',
  imageAlt: null,
  featured: false,
  publishDate: '2026-11-20T15:00:00Z',
  doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'The lilacs are out.' }] }] },
  contentHtml: '<p>The lilacs are out.</p>',
  content: 'The lilacs are out.',
};

function stubApi() {
  const patches: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/user') return jsonResponse(admin);
      if (url === '/api/admin/categories') return jsonResponse([]);
      if (url === '/api/admin/content/articles/a1' && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        patches.push(body);
        if (body.author === 'X')
          return jsonResponse(
            {
              message: 'Please correct the marked fields.',
              errors: [{ path: 'author', message: 'Please write a full byline' }],
            },
            400,
          );
        return jsonResponse({ ...draft, ...body });
      }
      if (url === '/api/admin/content/articles/a1') return jsonResponse(draft);
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return patches;
}

describe('the article editor', () => {
  it('saves a draft by itself a moment after the last change, and says so', async () => {
    const patches = stubApi();
    renderWithProviders(<Route path="/admin/content/:kind/:id" component={ContentEditPage} />, {
      path: '/admin/content/articles/a1',
    });
    const title = await screen.findByLabelText('Title', {}, { timeout: 5000 });
    expect((title as HTMLTextAreaElement).value).toBe('Lilac Festival returns');
    await screen.findByText('The lilacs are out.');

    await userEvent.type(title, ' in May');
    expect(patches).toHaveLength(0);
    await waitFor(() => expect(patches).toHaveLength(1), { timeout: 5000 });
    expect(patches[0]).toMatchObject({ title: 'Lilac Festival returns in May', city: 'rochester' });
    // Autosave never changes the status: only the publishing buttons do.
    expect(patches[0]).not.toHaveProperty('status');
    await screen.findByText('Saved');
  });

  it('publishes with the story as the editor’s document', async () => {
    const patches = stubApi();
    renderWithProviders(<Route path="/admin/content/:kind/:id" component={ContentEditPage} />, {
      path: '/admin/content/articles/a1',
    });
    await screen.findByText('The lilacs are out.', {}, { timeout: 5000 });
    const story = screen.getByRole('textbox', { name: 'Story' });
    story.focus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(patches.at(-1)).toMatchObject({ status: 'published', title: 'Lilac Festival returns' }));
    const paragraph = {
      type: 'paragraph',
      content: [{ type: 'text', text: 'The lilacs are out.', marks: [{ type: 'bold' }] }],
    };
    expect(patches.at(-1)?.doc).toEqual({ type: 'doc', content: [paragraph] });
  });

  it('takes an autosave field error off the screen once the field is fixed and saved', async () => {
    const patches = stubApi();
    renderWithProviders(<Route path="/admin/content/:kind/:id" component={ContentEditPage} />, {
      path: '/admin/content/articles/a1',
    });
    await screen.findByText('The lilacs are out.', {}, { timeout: 5000 });
    const author = screen.getByLabelText('Author');
    await userEvent.clear(author);
    await userEvent.type(author, 'X');
    expect(await screen.findByText('Please write a full byline', {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.type(author, 'avier Reyes');
    await waitFor(() => expect(patches.at(-1)).toMatchObject({ author: 'Xavier Reyes' }), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByText('Please write a full byline')).toBeNull());
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
