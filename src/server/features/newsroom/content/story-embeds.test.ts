import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsroomTestApp, type NewsroomTest } from './testing';

let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp();
});
afterAll(() => t.close());

const post = (payload: object, cookie = t.editor.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/admin/content/articles', headers: { cookie }, payload });
const patch = (id: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/content/articles/${id}`,
    headers: { cookie: t.editor.cookie },
    payload,
  });
const docOf = (...content: object[]) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Before.' }] }, ...content],
});
const UPLOAD_A = '/uploads/0123456789abcdef0123456789abcdef';
const UPLOAD_B = '/uploads/fedcba9876543210fedcba9876543210';
const ID = 'dQw4w9WgXcQ';
/** The first frame's attributes, by name. */
const frameAttributes = (html: string) =>
  Object.fromEntries(
    [...(/<iframe ([^>]*)>/.exec(html)?.[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
type Saved = { id: string; contentHtml: string; doc: { content: { type: string; attrs?: Record<string, unknown> }[] } };

describe('cards in a story sent by the editor', () => {
  it('turn a pasted video address into the no-cookie player, lazy and titled, and keep the page address', async () => {
    const res = await post({
      title: 'Parade',
      doc: docOf({
        type: 'video',
        attrs: { url: `https://youtu.be/${ID}?si=share`, title: 'The parade on Main', caption: 'Floats at noon' },
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { contentHtml, doc } = res.json<Saved>();
    expect(contentHtml).toContain(
      `<figure data-embed="video"><iframe src="https://www.youtube-nocookie.com/embed/${ID}" title="The parade on Main" loading="lazy"`,
    );
    expect(contentHtml).toContain('<figcaption>Floats at noon</figcaption>');
    expect(doc.content[1]).toEqual({
      type: 'video',
      attrs: { url: `https://www.youtube.com/watch?v=${ID}`, title: 'The parade on Main', caption: 'Floats at noon' },
    });
  });

  it('show a map of a place, a social post as a link card, and a gallery of our pictures', async () => {
    const res = await post({
      title: 'Market day',
      doc: docOf(
        {
          type: 'map',
          attrs: { lat: 43.15665, lon: -77.6088, zoom: 17, title: 'The public market', caption: 'Open Saturdays' },
        },
        {
          type: 'socialPost',
          attrs: { url: 'https://bsky.app/profile/market.bsky.social/post/3kabcdefghijk', quote: 'Peaches are in!' },
        },
        {
          type: 'gallery',
          attrs: {
            images: [
              { src: UPLOAD_A, alt: 'Peach crates' },
              { src: '/media/demo/articles/harbor.svg', alt: 'The stalls at dawn' },
            ],
            caption: 'Saturday morning',
          },
        },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { contentHtml } = res.json<Saved>();
    expect(contentHtml).toMatch(
      /<figure data-embed="map"><iframe src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[^"]+&amp;layer=mapnik&amp;marker=43\.15665%2C-77\.6088" title="The public market" loading="lazy"/,
    );
    expect(contentHtml).toContain(
      '<figcaption>Open Saturdays <a href="https://www.openstreetmap.org/?mlat=43.15665&amp;mlon=-77.6088#map=17/43.15665/-77.6088" rel="noopener">View a larger map</a></figcaption>',
    );
    expect(contentHtml).toContain(
      '<figure data-embed="social" data-network="bluesky"><blockquote><p>Peaches are in!</p></blockquote><figcaption><a href="https://bsky.app/profile/market.bsky.social/post/3kabcdefghijk" rel="noopener">@market.bsky.social on Bluesky</a></figcaption></figure>',
    );
    expect(contentHtml).toContain(
      `<figure data-gallery="2"><ul><li><img src="${UPLOAD_A}" alt="Peach crates" loading="lazy" srcset="${UPLOAD_A}_480.jpg 480w`,
    );
    expect(contentHtml).toContain(
      '<img src="/media/demo/articles/harbor.svg" alt="The stalls at dawn" loading="lazy" /></li></ul><figcaption>Saturday morning</figcaption>',
    );
    expect(contentHtml).not.toMatch(/<script/i);
  });

  it('take no frame address from the editor: only the video it names', async () => {
    const res = await post({
      title: 'Sneaky',
      doc: docOf({
        type: 'video',
        attrs: { url: `https://www.youtube.com/watch?v=${ID}`, src: 'https://evil.example/' },
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { contentHtml, doc } = res.json<Saved>();
    expect(frameAttributes(contentHtml).src).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(JSON.stringify(doc)).not.toContain('evil');
  });

  it('are stored the same when saved again (the document and the HTML say the same thing)', async () => {
    const first = await post({
      title: 'Again',
      doc: docOf({ type: 'video', attrs: { url: 'https://vimeo.com/76979871' } }),
    });
    const saved = first.json<Saved>();
    const again = await patch(saved.id, { doc: saved.doc });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Saved>().contentHtml).toBe(saved.contentHtml);
    expect(saved.contentHtml).toContain('src="https://player.vimeo.com/video/76979871?dnt=1" title="Video on Vimeo"');
  });

  const refused: [string, object, RegExp][] = [
    [
      'a video on another site',
      { type: 'video', attrs: { url: `https://evil.example/embed/${ID}` } },
      /YouTube or Vimeo/,
    ],
    ['a javascript: video', { type: 'video', attrs: { url: 'javascript:alert(document.cookie)' } }, /YouTube or Vimeo/],
    ['a frame address of its own', { type: 'video', attrs: { src: 'https://evil.example/' } }, /./],
    ['a map with no place', { type: 'map', attrs: { lat: 200, lon: 10 } }, /latitude and longitude/],
    [
      'a social post on a site that is no network',
      { type: 'socialPost', attrs: { url: 'javascript:alert(1)' } },
      /Bluesky, Mastodon, X, Instagram or Threads/,
    ],
    [
      'a gallery of one picture',
      { type: 'gallery', attrs: { images: [{ src: UPLOAD_A, alt: 'A' }] } },
      /at least 2 pictures/,
    ],
    [
      'a gallery picture from another site',
      {
        type: 'gallery',
        attrs: {
          images: [
            { src: UPLOAD_A, alt: 'A' },
            { src: 'https://evil.example/x.jpg', alt: 'B' },
          ],
        },
      },
      /uploaded or chosen from the media library/,
    ],
    [
      'a gallery picture without alt text',
      {
        type: 'gallery',
        attrs: {
          images: [
            { src: UPLOAD_A, alt: 'A' },
            { src: UPLOAD_B, alt: ' ' },
          ],
        },
      },
      /needs alt text/,
    ],
  ];
  it.each(refused)('refuse %s with a field error a person understands', async (_name, card, message) => {
    const res = await post({ title: 'Refused', doc: docOf(card) });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ code: string; message: string; errors: { path: string; message: string }[] }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors[0]).toMatchObject({ path: 'doc', message: expect.stringMatching(message) });
    expect(body.message).not.toMatch(/undefined|null|\[object/);
  });
});

describe('frames in HTML that tools send', () => {
  const hostile: [string, string, RegExp[]][] = [
    ['a javascript: frame', '<iframe src="javascript:alert(1)"></iframe><p>x</p>', [/iframe/i, /javascript/i]],
    ['a frame from another site', '<iframe src="https://evil.example/embed/x"></iframe><p>x</p>', [/iframe/i, /evil/]],
    [
      'a host dressed as YouTube',
      `<iframe src="https://www.youtube-nocookie.com.evil.example/embed/${ID}"></iframe><p>x</p>`,
      [/iframe/i, /evil/],
    ],
    ['a srcdoc frame', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>x</p>', [/iframe/i, /script/i]],
    ['a frame with no address', '<figure data-embed="video"><iframe></iframe></figure><p>x</p>', [/iframe/i]],
  ];
  it.each(hostile)('drop %s', async (_name, html, forbidden) => {
    const res = await post({ title: 'Hostile frame', html });
    expect(res.statusCode, res.body).toBe(201);
    const { contentHtml, doc } = res.json<Saved>();
    for (const pattern of forbidden) {
      expect(contentHtml).not.toMatch(pattern);
      expect(JSON.stringify(doc)).not.toMatch(pattern);
    }
  });

  it('keep an allowed video, rebuilt with our own attributes (no handlers, no wider permissions)', async () => {
    const html =
      `<iframe src="https://www.youtube.com/embed/${ID}?autoplay=1" onload="steal()" allow="camera; microphone" ` +
      'sandbox="allow-top-navigation allow-scripts" title="Parade" style="position:fixed"></iframe>';
    const res = await post({ title: 'Imported', html });
    const { contentHtml } = res.json<Saved>();
    expect(contentHtml).toMatch(/^<figure data-embed="video"><iframe [^>]*><\/iframe><\/figure>$/);
    expect(frameAttributes(contentHtml)).toEqual({
      src: `https://www.youtube-nocookie.com/embed/${ID}`,
      title: 'Parade',
      loading: 'lazy',
      allow: 'encrypted-media; picture-in-picture; fullscreen',
      allowfullscreen: 'true',
      referrerpolicy: 'strict-origin-when-cross-origin',
      sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation',
    });
  });

  it('keep a pasted OpenStreetMap frame as the same place', async () => {
    const html =
      '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=-77.62%2C43.15%2C-77.60%2C43.16&amp;layer=mapnik&amp;marker=43.1566%2C-77.6088"></iframe>';
    const res = await post({ title: 'Imported map', html });
    const { contentHtml, doc } = res.json<Saved>();
    expect(contentHtml).toMatch(
      /^<figure data-embed="map"><iframe src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
    expect(doc.content[0]).toMatchObject({ type: 'map', attrs: { lat: 43.1566, lon: -77.6088 } });
  });
});
