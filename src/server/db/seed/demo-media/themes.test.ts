import { describe, expect, it } from 'vitest';
import { MAGAZINE_CONTENT, articleSubject, businessSubject, eventSubject } from '../stories/seed-stories';
import { demoSports, sportsSubject } from '../community-content/seed-sports';
import { pictureSubject, subjectOf, subjectSlug, SUBJECT_MOTIFS } from './themes';
import { renderDemoSvg } from './svg';

const cities = Object.values(MAGAZINE_CONTENT);
const business = (name: string) => {
  const found = cities.flatMap((c) => c.businesses).find((b) => b.name === name);
  if (!found) throw new Error(`no demo business ${name}`);
  return businessSubject(found);
};

describe('demo picture subjects', () => {
  it('draws each trade as itself: a bakery, a yoga studio and an auto shop no longer share one storefront', () => {
    expect(business('Flour City Morning')).toBe('bakery'); // said in its description, not its name
    expect(business('Highland Bend Yoga')).toBe('yoga');
    expect(business('Lyell Avenue Auto Care')).toBe('autoshop');
    expect(business('Hunts Point Tire & Brake')).toBe('autoshop');
    expect(business('Halsey Street Coffee Co.')).toBe('cafe');
    expect(business('Village Gate Vinyl')).toBe('records');
    expect(business('The Low Ceiling Comedy Room')).toBe('stage');
  });

  it('gives every seeded sports story the playing surface of its own sport', () => {
    for (const story of demoSports) {
      const subject = sportsSubject(story);
      if (story.sport === 'other') expect(story.title.toLowerCase(), story.title).toContain(subject);
      else expect(subject, story.title).toBe(story.sport === 'track' ? 'track' : story.sport);
    }
    expect(pictureSubject(['Pickleball Took the Tennis Courts'], 'soccer')).toBe('tennis');
  });

  it('shows a farmers market story with stalls and a concert with a stage crowd, each from its own words', () => {
    const events = cities.flatMap((c) => c.events);
    const articles = cities.flatMap((c) => c.articles);
    const event = (title: string) => eventSubject(events.find((e) => e.title === title)!);
    expect(event('Seedling Swap at the Public Market')).toBe('market');
    expect(event('Little Five Points Plaza Concert')).toBe('concert');
    expect(event('Outdoor Film Night at Snug Harbor')).toBe('film');
    expect(articleSubject(articles.find((a) => a.title.startsWith('Before Dawn at the Public Market'))!)).toBe(
      'market',
    );
  });

  it('lets no two businesses of a city look the same: different subjects or colours', () => {
    for (const city of cities) {
      const pictures = city.businesses.map((b) => renderDemoSvg('business', subjectSlug(businessSubject(b), b.name)));
      expect(new Set(pictures).size).toBe(pictures.length);
      const subjects = city.businesses.map(businessSubject);
      // At most two of a city's eight businesses share a subject (two diners, say), never a whole page of one.
      for (const s of subjects) expect(subjects.filter((x) => x === s).length).toBeLessThanOrEqual(2);
    }
  });

  it('reads the subject back from the address, keeps it within 80 characters and ignores unknown ones', () => {
    const slug = subjectSlug('basketball', 'a'.repeat(90));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(subjectOf(slug)).toBe('basketball');
    expect(subjectOf('unicorn--x')).toBeUndefined();
    expect(subjectOf('plain-slug')).toBeUndefined();
    for (const subject of Object.keys(SUBJECT_MOTIFS) as (keyof typeof SUBJECT_MOTIFS)[]) {
      const svg = renderDemoSvg('sports', subjectSlug(subject, 'x'));
      expect(svg, subject).toMatch(/^<\?xml[^]*<\/svg>$/);
      expect(svg, subject).not.toMatch(/NaN|undefined/);
    }
  });
});
