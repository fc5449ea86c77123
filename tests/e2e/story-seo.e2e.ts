import { describe } from 'vitest';
import { expect, test } from './support/fixtures';
import { E2E_ADMINS, signInAsAdmin } from './support/staff';

const stamp = Date.now();
const oldSlug = `ferry-timetable-${stamp}`;
const newSlug = `ferry-returns-in-may-${stamp}`;
const description = 'The ferry to Canada runs again from May, twice a day.';

describe('a story’s address and search fields', () => {
  test('an editor renames the slug and writes the meta description, publishes, and the old address leads to the story', async ({
    openPage,
  }) => {
    const editor = await openPage();
    await signInAsAdmin(editor, E2E_ADMINS.seo);
    const created = await editor.request.post('/api/admin/content/articles', {
      data: {
        title: `Ferry timetable ${stamp}`,
        excerpt: 'Boats, again.',
        category: 'Community',
        city: 'buffalo',
        imageUrl: '/media/demo/articles/harbor.svg',
        imageAlt: 'The harbor at dusk',
        html: '<p>The boats are in.</p>',
        slug: oldSlug,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await editor.goto(`/admin/content/articles/${id}`);
    const seo = editor.getByRole('region', { name: 'SEO & sharing' });
    await seo.getByLabel('Slug').fill(newSlug);
    await seo.getByLabel('Meta description').fill(description);
    await seo.getByText(`${description.length} / 160 characters`).waitFor();
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await editor
      .getByRole('region', { name: /Notifications/ })
      .getByText('Published')
      .first()
      .waitFor();

    const reader = await openPage();
    const answer = await reader.goto(`/articles/${oldSlug}`);
    expect(reader.url()).toMatch(new RegExp(`/articles/${newSlug}$`));
    expect(answer?.status()).toBe(200);
    expect(answer?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/articles/${oldSlug}$`));
    expect(await reader.locator('meta[name="description"]').getAttribute('content')).toBe(description);
    expect(await reader.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/articles/${newSlug}$`),
    );
  });
});
