// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { xhrThroughFetch } from '../../test/xhr';
import { PhotosTab } from './PhotosTab';

const KEY = 'a'.repeat(32);
const UPLOAD_URL = `/api/uploads/${KEY}?expires=1&sig=s`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The upload address, the PUT of the file, and the photo POST, as the test decides. */
function stubServer({
  put = () => jsonResponse({ imageUrl: `/uploads/${KEY}` }, 201),
  submit = () => jsonResponse({ id: 'p1', status: 'pending' }, 201),
} = {}) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/photos/upload-url') return jsonResponse({ uploadURL: UPLOAD_URL });
    if (url === UPLOAD_URL && init?.method === 'PUT') return put();
    if (url === '/api/photos/submit') return submit();
    return jsonResponse({ message: 'Not found.' }, 404);
  });
  vi.stubGlobal('fetch', mock);
  xhrThroughFetch();
  return mock;
}

function renderTab(canUpload = true) {
  renderWithProviders(<PhotosTab submitter={{ name: 'Lu Lens', email: 'lu@example.com', canUpload }} />);
  return screen.getByRole('form', { name: 'Submit a Photo' });
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'falls.png', { type: 'image/png' });
const submitButton = (form: HTMLElement) => within(form).getByRole('button', { name: 'Submit Photo' });

describe('the Photos tab', () => {
  it('keeps Submit disabled until a photo is uploaded, then offers "Change Photo"', async () => {
    const fetchMock = stubServer();
    const form = renderTab();
    expect((submitButton(form) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.upload(within(form).getByLabelText('Photo file'), png());

    expect(await screen.findByText('Photo Uploaded')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Change Photo' })).toBeTruthy();
    expect((submitButton(form) as HTMLButtonElement).disabled).toBe(false);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe(UPLOAD_URL);
    expect((put?.[1]?.body as File).name).toBe('falls.png');
  });

  it('submits the uploaded photo with its details, says "Photo Submitted!" and starts over', async () => {
    const fetchMock = stubServer();
    const form = renderTab();
    await userEvent.upload(within(form).getByLabelText('Photo file'), png());
    await within(form).findByRole('button', { name: 'Change Photo' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Fog over the falls');
    await userEvent.type(within(form).getByLabelText('Description'), 'Six in the morning.');
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'nature');
    await userEvent.click(within(form).getByLabelText('Allow commercial use of this photo'));
    await userEvent.click(submitButton(form));

    expect(await screen.findByText('Photo Submitted!')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/photos/submit');
    expect(JSON.parse(post?.[1]?.body as string)).toMatchObject({
      title: 'Fog over the falls',
      category: 'nature',
      imageUrl: `/uploads/${KEY}`,
      photographerEmail: 'lu@example.com',
      allowCommercialUse: true,
      city: 'rochester',
    });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Upload Photo' })).toBeTruthy());
    expect((submitButton(form) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names missing details, and shows the photo failure toast when the server refuses', async () => {
    stubServer({ submit: () => jsonResponse({ message: 'Database unavailable' }, 500) });
    const form = renderTab();
    await userEvent.upload(within(form).getByLabelText('Photo file'), png());
    await within(form).findByRole('button', { name: 'Change Photo' });
    await userEvent.click(submitButton(form));
    expect(await within(form).findAllByText('Title is required')).toHaveLength(1);

    await userEvent.type(within(form).getByLabelText('Title'), 'Fog over the falls');
    await userEvent.type(within(form).getByLabelText('Description'), 'Six in the morning.');
    await userEvent.click(submitButton(form));
    expect(await screen.findByText('Photo Submission Failed')).toBeTruthy();
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Fog over the falls');
  });

  it("leaves the photo not uploaded when the server refuses the file, in the server's words", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServer({ put: () => jsonResponse({ message: 'Please upload a JPEG, PNG, GIF or WebP image.' }, 415) });
    const form = renderTab();
    await userEvent.upload(within(form).getByLabelText('Photo file'), png());
    expect(await within(form).findByText('Please upload a JPEG, PNG, GIF or WebP image.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Upload Photo' })).toBeTruthy();
    expect((submitButton(form) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('Photo Uploaded')).toBeNull();
  });
});

describe('PhotosTab without upload rights', () => {
  it('tells a member without uploads what premium unlocks, with no form that could never be sent', () => {
    renderWithProviders(<PhotosTab submitter={{ name: 'Lu Lens', email: 'lu@example.com', canUpload: false }} />);
    expect(screen.queryByRole('form', { name: 'Submit a Photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Photo' })).toBeNull();
    expect(screen.getByText(/Uploading photos is part of the premium membership/)).toBeTruthy();
    expect(screen.queryByText(/still welcome without one/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Subscribe to upload photos' }).getAttribute('href')).toBe('/subscribe');
  });
});
