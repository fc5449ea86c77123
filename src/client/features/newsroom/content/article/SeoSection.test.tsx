// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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
  slug: null,
  metaTitle: null,
  metaDescription: null,
  socialImageUrl: null,
  tags: [],
  canonicalUrl: null,
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
        if (body.slug === 'taken')
          return jsonResponse(
            {
              message: 'Another story already uses this slug',
              errors: [{ path: 'slug', message: 'Another story already uses this slug' }],
            },
            409,
          );
        return jsonResponse({ ...draft, ...body });
      }
      if (url === '/api/admin/content/articles/a1') return jsonResponse(draft);
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return patches;
}

const open = async () => {
  renderWithProviders(<Route path="/admin/content/:kind/:id" component={ContentEditPage} />, {
    path: '/admin/content/articles/a1',
  });
  await screen.findByText('The lilacs are out.', {}, { timeout: 5000 });
  return screen.getByRole('region', { name: 'SEO & sharing' });
};

describe('the SEO & sharing section', () => {
  it('counts the meta description as it is typed and shows it in the search-result preview', async () => {
    stubApi();
    const section = await open();
    const preview = within(section).getByRole('figure', { name: 'Search result preview' });
    // Empty: the headline and the excerpt stand in.
    expect(within(preview).getByText('Lilac Festival returns — By Locals, For Locals')).toBeTruthy();
    expect(within(preview).getByText('Highland Park in bloom.')).toBeTruthy();
    await userEvent.type(within(section).getByLabelText('Meta description'), 'Lilacs all week');
    expect(within(section).getByText('15 / 160 characters')).toBeTruthy();
    expect(within(preview).getByText('Lilacs all week')).toBeTruthy();
  });

  it('makes the slug from the headline, saves it with the tags, and shows a taken slug at the field', async () => {
    const patches = stubApi();
    const section = await open();
    await userEvent.click(within(section).getByRole('button', { name: 'Make the slug from the headline' }));
    expect((within(section).getByLabelText('Slug') as HTMLInputElement).value).toBe('lilac-festival-returns');
    await userEvent.type(within(section).getByLabelText('Tags'), 'lilacs, Highland Park');
    await waitFor(
      () => expect(patches.at(-1)).toMatchObject({ slug: 'lilac-festival-returns', tags: ['lilacs', 'Highland Park'] }),
      { timeout: 5000 },
    );
    const slug = within(section).getByLabelText('Slug');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'taken');
    expect(
      await within(section).findByText('Another story already uses this slug', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
