// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import VentRoomPage from './VentRoomPage';
import { post, posted, stubFetch, fillPostForm } from './test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Vent Room page', () => {
  it("lists the city's approved posts with their status and asks the server for that city", async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<VentRoomPage />, { path: '/vent-room?city=buffalo' });
    const card = (await screen.findByRole('heading', { name: post.title })).closest('li') as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Approved' })).toBeTruthy();
    expect(within(card).getByText(/Anonymous/)).toBeTruthy();
    expect(within(card).getByText('#transit')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/vent/posts?city=buffalo&status=approved');
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('buffalo');
    expect(screen.getByRole('complementary', { name: 'Community guidelines' })).toBeTruthy();
  });

  it('says "No Discussions Yet" when the city has no approved post', async () => {
    stubFetch({ posts: [] });
    renderWithProviders(<VentRoomPage />, { path: '/vent-room' });
    expect(await screen.findByRole('heading', { name: 'No Discussions Yet' })).toBeTruthy();
  });

  it('toggles the post form with Share Your Thoughts', async () => {
    stubFetch();
    renderWithProviders(<VentRoomPage />, { path: '/vent-room' });
    const toggle = screen.getByRole('button', { name: 'Share Your Thoughts' });
    expect(screen.queryByRole('form', { name: 'Share Your Thoughts' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('form', { name: 'Share Your Thoughts' })).toBeTruthy();
    await userEvent.click(toggle);
    expect(screen.queryByRole('form', { name: 'Share Your Thoughts' })).toBeNull();
  });

  it('checks the required fields before sending anything', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<VentRoomPage />, { path: '/vent-room' });
    await userEvent.click(screen.getByRole('button', { name: 'Share Your Thoughts' }));
    const form = screen.getByRole('form', { name: 'Share Your Thoughts' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Only a title');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Post' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(within(form).getByText('Content is required')).toBeTruthy();
    expect(posted(fetchMock)).toHaveLength(0);
  });

  it("clears each field's error as soon as the field is fixed, in the post and the comment form", async () => {
    stubFetch();
    renderWithProviders(<VentRoomPage />, { path: '/vent-room?city=buffalo' });
    await userEvent.click(screen.getByRole('button', { name: 'Share Your Thoughts' }));
    const form = screen.getByRole('form', { name: 'Share Your Thoughts' });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Post' }));
    expect(await within(form).findByText('Content is required')).toBeTruthy();
    const content = within(form).getByLabelText("What's on your mind?");
    expect(content.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(content, 'Potholes');
    await waitFor(() => expect(within(form).queryByText('Content is required')).toBeNull());
    expect(content.getAttribute('aria-invalid')).toBeNull();
    // The other fields still say what they miss.
    expect(within(form).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(await screen.findByRole('button', { name: /Show Discussion/ }));
    const reply = await screen.findByRole('form', { name: `Comment on ${post.title}` });
    await userEvent.click(within(reply).getByRole('button', { name: 'Add Comment' }));
    const comment = within(reply).getByLabelText('Your comment');
    await waitFor(() => expect(comment.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.type(comment, 'Same on my street');
    await waitFor(() => expect(comment.getAttribute('aria-invalid')).toBeNull());
  });

  it("fills in a signed-in member's name and e-mail in both forms", async () => {
    const fetchMock = stubFetch({
      user: { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', role: 'member' },
    });
    renderWithProviders(<VentRoomPage />, { path: '/vent-room?city=buffalo' });
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/user'));
    await userEvent.click(screen.getByRole('button', { name: 'Share Your Thoughts' }));
    const form = screen.getByRole('form', { name: 'Share Your Thoughts' });
    await waitFor(() =>
      expect((within(form).getByLabelText('Your name') as HTMLInputElement).value).toBe('Ada Lovelace'),
    );
    expect((within(form).getByLabelText('Your email') as HTMLInputElement).value).toBe('ada@example.com');
    await userEvent.click(await screen.findByRole('button', { name: /Show Discussion/ }));
    const reply = await screen.findByRole('form', { name: `Comment on ${post.title}` });
    await waitFor(() =>
      expect((within(reply).getByLabelText('Your email') as HTMLInputElement).value).toBe('ada@example.com'),
    );
  });

  it('lists every city with "All cities", the spec\'s call with no city', async () => {
    const fetchMock = stubFetch();
    const { location } = renderWithProviders(<VentRoomPage />, { path: '/vent-room?city=buffalo' });
    await screen.findByRole('heading', { name: post.title });
    await userEvent.selectOptions(screen.getByLabelText('City'), 'All cities');
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/vent/posts?status=approved'));
    expect(location.history.at(-1)).toBe('/vent-room?city=all');
  });

  it('sends a complete post for the chosen city and says it is under review', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<VentRoomPage />, { path: '/vent-room?city=nyc' });
    await userEvent.click(screen.getByRole('button', { name: 'Share Your Thoughts' }));
    const form = screen.getByRole('form', { name: 'Share Your Thoughts' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Scaffolding everywhere');
    await userEvent.type(within(form).getByLabelText("What's on your mind?"), 'It has been up for three years.');
    await userEvent.type(within(form).getByLabelText('Tags (comma separated, optional)'), 'buildings');
    await userEvent.type(within(form).getByLabelText('Your name'), 'Lee');
    await userEvent.type(within(form).getByLabelText('Your email'), 'lee@example.com');
    await userEvent.click(within(form).getByLabelText('Post anonymously'));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Post' }));

    expect(await screen.findByText('Post submitted for review')).toBeTruthy();
    const [call] = posted(fetchMock);
    expect(call?.[0]).toBe('/api/vent/posts');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      title: 'Scaffolding everywhere',
      content: 'It has been up for three years.',
      tags: 'buildings',
      authorName: 'Lee',
      authorEmail: 'lee@example.com',
      isAnonymous: true,
      city: 'nyc',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Share Your Thoughts' })).toBeNull());
  });

  it('lets the author choose the city of a post written under "All cities", and shows each post\'s city', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<VentRoomPage />, { path: '/vent-room?city=all' });
    await screen.findByRole('heading', { name: post.title });
    expect(screen.getByText(/Buffalo/, { selector: 'p' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Share Your Thoughts' }));
    const form = screen.getByRole('form', { name: 'Share Your Thoughts' });
    await userEvent.selectOptions(within(form).getByLabelText('City'), 'Buffalo, NY');
    await userEvent.type(within(form).getByLabelText('Title'), 'Snow on the Skyway');
    await userEvent.type(within(form).getByLabelText("What's on your mind?"), 'Plow it first.');
    await userEvent.type(within(form).getByLabelText('Your name'), 'Lee');
    await userEvent.type(within(form).getByLabelText('Your email'), 'lee@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Post' }));
    expect(await screen.findByText('Post submitted for review')).toBeTruthy();
    const [call] = posted(fetchMock);
    expect(JSON.parse(call?.[1]?.body as string)).toMatchObject({ title: 'Snow on the Skyway', city: 'buffalo' });
  });

  it('says a post is too long, not that fields are missing, and sends nothing', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<VentRoomPage />, { path: '/vent-room?city=buffalo' });
    await userEvent.click(screen.getByRole('button', { name: 'Share Your Thoughts' }));
    const form = screen.getByRole('form', { name: 'Share Your Thoughts' });
    await userEvent.type(within(form).getByLabelText('Title'), 'A long one');
    fireEvent.change(within(form).getByLabelText("What's on your mind?"), { target: { value: 'x'.repeat(5001) } });
    await userEvent.type(within(form).getByLabelText('Your name'), 'Lee');
    await userEvent.type(within(form).getByLabelText('Your email'), 'lee@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Post' }));
    expect(await within(form).findByText('Content must be at most 5000 characters')).toBeTruthy();
    expect(screen.queryByText('Please fill in all required fields')).toBeNull();
    expect(posted(fetchMock)).toEqual([]);
  });

  it('says "Failed to submit post" when the server refuses', async () => {
    stubFetch({ onPost: () => jsonResponse({ message: 'Too many requests' }, 429) });
    renderWithProviders(<VentRoomPage />, { path: '/vent-room' });
    const form = await fillPostForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Post' }));
    expect(await screen.findByText('Failed to submit post')).toBeTruthy();
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('A title');
  });

  it('opens and closes the discussion, with its comments and a comment form that reports success', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<VentRoomPage />, { path: '/vent-room?city=buffalo' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show Discussion' }));
    const panel = screen.getByRole('region', { name: `Discussion of ${post.title}` });
    expect(await within(panel).findByText('Take the 7 instead.')).toBeTruthy();

    const form = within(panel).getByRole('form', { name: `Comment on ${post.title}` });
    await userEvent.click(within(form).getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Your comment'), 'Me too.');
    await userEvent.type(within(form).getByLabelText('Your name'), 'Jo');
    await userEvent.type(within(form).getByLabelText('Your email'), 'jo@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText('Comment submitted')).toBeTruthy();
    const [call] = posted(fetchMock);
    expect(JSON.parse(call?.[1]?.body as string)).toMatchObject({
      content: 'Me too.',
      postId: 'p1',
      isAnonymous: false,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Hide Discussion' }));
    expect(screen.queryByRole('region', { name: `Discussion of ${post.title}` })).toBeNull();
  });

  it('tells a trusted author their comment is published, and the guidelines say who waits for review', async () => {
    stubFetch({ onPost: () => jsonResponse({ id: 'c9', status: 'approved', message: 'Comment submitted' }, 201) });
    renderWithProviders(<VentRoomPage />, { path: '/vent-room?city=buffalo' });
    const guidelines = screen.getByRole('complementary', { name: 'Community guidelines' });
    expect(guidelines.textContent).toMatch(/reads posts\s+and comments from new authors before they appear/);
    expect(guidelines.textContent).not.toMatch(/Every post/);
    await userEvent.click(await screen.findByRole('button', { name: 'Show Discussion' }));
    const panel = screen.getByRole('region', { name: `Discussion of ${post.title}` });
    const form = within(panel).getByRole('form', { name: `Comment on ${post.title}` });
    await userEvent.type(within(form).getByLabelText('Your comment'), 'Agreed.');
    await userEvent.type(within(form).getByLabelText('Your name'), 'Jo');
    await userEvent.type(within(form).getByLabelText('Your email'), 'jo@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText('Comment published')).toBeTruthy();
    expect(screen.queryByText('Comment submitted')).toBeNull();
  });
});
