import { describe, expect, it } from 'vitest';
import {
  canonicalFrameUrl,
  isGalleryPicture,
  parsePlace,
  parseVideo,
  placeFrameUrl,
  placePageUrl,
  videoFrameUrl,
  videoPageUrl,
} from './embeds';
import { parseSocialPost } from './embed-social';

const ID = 'dQw4w9WgXcQ';

describe('a pasted video address', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}&feature=share`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `<iframe width="560" height="315" src="https://www.youtube.com/embed/${ID}?si=x" title="YouTube video player" allowfullscreen></iframe>`,
  ])('%s is the YouTube video, shown by the no-cookie player', (input) => {
    const video = parseVideo(input);
    expect(video).toEqual({ provider: 'youtube', id: ID });
    expect(videoFrameUrl(video!)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(videoPageUrl(video!)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });

  it('keeps a start time', () => {
    const video = parseVideo(`https://youtu.be/${ID}?t=1m30s`)!;
    expect(videoFrameUrl(video)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?start=90`);
    expect(parseVideo(videoPageUrl(video))).toEqual(video);
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1'],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1',
    ],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('%s is the Vimeo video, with "do not track"', (input, frame) => {
    expect(videoFrameUrl(parseVideo(input)!)).toBe(frame);
  });

  it.each([
    'javascript:alert(1)',
    `javascript://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/embed/${ID}`,
    `https://user:pw@www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}"onload="x`,
    'https://vimeo.com/about',
    `<iframe src="https://evil.example/embed/${ID}"></iframe>`,
    `data:text/html,<script>alert(1)</script>`,
    '',
  ])('%s is refused', (input) => {
    expect(parseVideo(input)).toBeNull();
    expect(canonicalFrameUrl(input)).toBeNull();
  });
});

describe('a place for a map', () => {
  it.each([
    ['43.1566, -77.6088', { lat: 43.1566, lon: -77.6088, zoom: 16 }],
    ['43.1566 -77.6088', { lat: 43.1566, lon: -77.6088, zoom: 16 }],
    ['https://www.openstreetmap.org/#map=17/43.15660/-77.60880', { lat: 43.1566, lon: -77.6088, zoom: 17 }],
    [
      'https://www.openstreetmap.org/?mlat=43.1566&mlon=-77.6088#map=15/43.15/-77.60',
      { lat: 43.1566, lon: -77.6088, zoom: 15 },
    ],
    [
      'https://www.google.com/maps/place/Rochester/@43.1566,-77.6088,14z/data=x',
      { lat: 43.1566, lon: -77.6088, zoom: 14 },
    ],
    ['https://maps.google.com/?q=43.1566,-77.6088', { lat: 43.1566, lon: -77.6088, zoom: 16 }],
  ])('%s', (input, expected) => {
    expect(parsePlace(input)).toEqual(expected);
  });

  it('is shown by OpenStreetMap, and its frame address reads back as the same place', () => {
    const place = { lat: 43.1566, lon: -77.6088, zoom: 16 };
    const frame = placeFrameUrl(place);
    expect(frame).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.%C]+&layer=mapnik&marker=43\.1566%2C-77\.6088$/,
    );
    expect(parsePlace(frame)).toEqual(place);
    expect(canonicalFrameUrl(frame)).toBe(frame);
    expect(placePageUrl(place)).toBe(
      'https://www.openstreetmap.org/?mlat=43.1566&mlon=-77.6088#map=16/43.1566/-77.6088',
    );
  });

  it.each([
    '95, 10',
    '43.1, 200',
    'Main Street',
    'https://evil.example/#map=17/43.1/-77.6',
    'https://maps.app.goo.gl/abc',
  ])('%s is refused', (input) => {
    expect(parsePlace(input)).toBeNull();
  });
});

describe('a social post address', () => {
  it.each([
    ['https://bsky.app/profile/ada.bsky.social/post/3kxyzabc2de2f', 'bluesky', '@ada.bsky.social on'],
    [
      'https://twitter.com/CityOfRochester/status/1790000000000000000?s=20',
      'x',
      'https://x.com/CityOfRochester/status/1790000000000000000',
    ],
    ['https://www.instagram.com/p/C1a2b3c4d5e/?igsh=x', 'instagram', 'https://www.instagram.com/p/C1a2b3c4d5e/'],
    [
      'https://www.threads.net/@rochester/post/C1a2b3c4d5e',
      'threads',
      'https://www.threads.com/@rochester/post/C1a2b3c4d5e',
    ],
    ['https://mastodon.social/@ada/112233445566778899', 'mastodon', 'https://mastodon.social/@ada/112233445566778899'],
  ])('%s is a post on the network, in one spelling', (input, network, part) => {
    const post = parseSocialPost(input)!;
    expect(post.network).toBe(network);
    expect(post.url.startsWith('https://')).toBe(true);
    if (part.startsWith('https://')) expect(post.url).toBe(part);
  });

  it('names a Mastodon author with their server', () => {
    expect(parseSocialPost('https://mastodon.social/@ada/1')?.handle).toBe('@ada@mastodon.social');
  });

  it.each([
    'javascript:alert(1)//bsky.app/profile/a.b/post/abc',
    'https://bsky.app/profile/ada.bsky.social',
    'https://x.com/someone',
    'http://mastodon.social/@ada/1',
    'https://127.0.0.1/@ada/1',
    'https://evil.example/profile',
  ])('%s is refused', (input) => {
    expect(parseSocialPost(input)).toBeNull();
  });
});

describe('a gallery picture', () => {
  it('is one of our uploads or the site’s media, never another site', () => {
    expect(isGalleryPicture('/uploads/0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isGalleryPicture('/media/demo/articles/harbor.svg')).toBe(true);
    for (const src of ['https://evil.example/a.jpg', '//evil.example/a.jpg', 'javascript:alert(1)', '/uploads/../x']) {
      expect(isGalleryPicture(src)).toBe(false);
    }
  });
});
