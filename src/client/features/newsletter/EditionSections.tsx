import { Link } from 'wouter';
import { formatDate } from '../../../shared/dates';
import type { EditionPicks } from '../../../shared/newsletter';

interface Item {
  id: string;
  title: string;
  meta: string;
  body: string;
  href: string;
  imageUrl?: string;
}

// Spotlights have no page of their own; each kind lives in the directory it belongs to.
const spotlightHref = (type: string) =>
  type === 'artist_feature' ? '/artists' : type === 'small_business' ? '/businesses' : '/';

/** The same sections, in the same order, as the e-mail. */
function sections(picks: EditionPicks): { heading: string; items: Item[] }[] {
  const s = picks.spotlight;
  return [
    {
      heading: 'Latest Stories',
      items: picks.articles.map((a) => ({
        id: a.id,
        title: a.title,
        meta: `${a.category} · by ${a.author}`,
        body: a.excerpt,
        href: `/articles/${a.id}`,
        imageUrl: a.imageUrl,
      })),
    },
    {
      heading: 'Upcoming Community Events',
      items: picks.events.map((e) => ({
        id: e.id,
        title: e.title,
        meta: `${formatDate(e.date)} · ${e.time} · ${e.location}`,
        body: e.description,
        href: `/events/${e.id}`,
      })),
    },
    {
      heading: 'New Local Businesses',
      items: picks.businesses.map((b) => ({
        id: b.id,
        title: b.name,
        meta: `${b.category} · ${b.address}`,
        body: b.description,
        href: `/businesses/${b.id}`,
      })),
    },
    {
      heading: 'Spotlight',
      items: s
        ? [
            {
              id: s.id,
              title: s.title,
              meta: s.featureName,
              body: s.description,
              href: spotlightHref(s.type),
              imageUrl: s.imageUrl,
            },
          ]
        : [],
    },
  ].filter((section) => section.items.length > 0);
}

export function EditionSections({ picks }: { picks: EditionPicks }) {
  return (
    <>
      {sections(picks).map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h2 className="border-b border-rule pb-2 font-serif text-2xl font-semibold text-brand">{section.heading}</h2>
          <ul className="mt-6 space-y-8">
            {section.items.map((item) => (
              <li key={item.id} className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
                {item.imageUrl ? (
                  <img
                    src={item.imageUrl}
                    alt=""
                    width={320}
                    height={200}
                    loading="lazy"
                    className="aspect-[8/5] w-full rounded-md object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="hidden sm:block" />
                )}
                <div>
                  <h3 className="font-serif text-xl font-semibold">
                    <Link href={item.href} className="hover:text-brand hover:underline underline-offset-4">
                      {item.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-muted">{item.meta}</p>
                  <p className="mt-2 leading-relaxed">{item.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
