import type { WriteupContent } from './types';

/** Artist write-ups: five approved (the directory shows the first four) and one still in review. */
export const writeups: readonly WriteupContent[] = [
  {
    artistSlug: 'marisol-vega',
    title: 'The Muralist Who Hands Kids the Roller',
    content:
      'Walk down Alexander Street on a June morning and you will find Marisol Vega on a scaffold with four teenagers from the block. She sketches, they paint, and by the end of the summer the wall belongs to all of them. "If a kid helps paint it, nobody tags it," she says. Eleven walls later, she has not been proven wrong. Her next project is a 90-foot lilac mural facing the river, planned with the neighborhood association and painted by whoever shows up.',
    tags: 'murals, South Wedge, public art, youth',
    authorName: 'Tessa Morgan',
    authorEmail: 'tessa.morgan@example.com',
    status: 'approved',
    daysAgo: 3,
  },
  {
    artistSlug: 'the-skyway-static',
    title: 'Snowed In: How The Skyway Static Made Their Second Record',
    content:
      'When a January storm shut down the Thruway, the four members of The Skyway Static were already inside their practice room at Silo City with a borrowed tape machine and two days of food. They recorded eleven songs live, mostly in one take, with the wind rattling the grain office windows. You can hear it on "Lake Effect": a faint hum under the guitars that the band decided to keep. The record comes out next month with a release show at Canalside.',
    tags: 'indie rock, Buffalo, Silo City, new music',
    authorName: 'Kevin Dombrowski',
    authorEmail: 'kevin.dombrowski@example.com',
    status: 'approved',
    daysAgo: 6,
  },
  {
    artistSlug: 'keisha-lorde',
    title: 'Dancing the BeltLine with Keisha Lorde',
    content:
      'Keisha Lorde does not wait for a stage. Her company performs under bridges, on loading docks and along the Eastside Trail, wherever joggers and strollers will stop and watch. Her newest piece, built with three elders from Sweet Auburn, tells the story of the avenue in their own words while dancers move around them. "They are the archive," she says. The piece returns for four free Saturday evenings this spring, starting at the Ponce bridge.',
    tags: 'dance, spoken word, BeltLine, Sweet Auburn',
    authorName: 'Andre Simmons',
    authorEmail: 'andre.simmons@example.com',
    status: 'approved',
    daysAgo: 9,
  },
  {
    artistSlug: 'amara-okafor',
    title: 'One Camera, One Lens, the Whole A Train',
    content:
      'Amara Okafor rides the A line from Far Rockaway to Inwood at least twice a month, and she never changes lenses. The discipline, she says, forces her to move her feet and talk to people. Her bodega cat series started as a joke and ended up on bus shelters across the Bronx. She is now working on portraits of the laundromat owners of Washington Heights, who she calls "the people who know everything on the block."',
    tags: 'street photography, Washington Heights, Bronx, subway',
    authorName: 'Lena Park',
    authorEmail: 'lena.park@example.com',
    status: 'approved',
    daysAgo: 12,
  },
  {
    artistSlug: 'hannah-cho',
    title: 'Turning NoDa Warehouses into Movie Screens',
    content:
      'Hannah Cho spent a year in the county library archives before she animated a single frame of her mill village projection. The result, shown on the side of a NoDa warehouse during the fall crawl, told the story of the textile workers who lived in the shotgun houses that now hold galleries. More than a thousand people watched from the sidewalk. She is now teaching a free projection mapping workshop for high school students at Camp North End.',
    tags: 'digital art, projection, NoDa, history',
    authorName: 'Brooke Ellison',
    authorEmail: 'brooke.ellison@example.com',
    status: 'approved',
    daysAgo: 16,
  },
  {
    artistSlug: 'caleb-thornton',
    title: 'Fiddle Lessons at the Library',
    content:
      "Every Wednesday evening, a dozen beginners carry borrowed fiddles into the Washington Avenue library branch for Caleb Thornton's free class. Most have never read music. By the end of eight weeks, they play an Erie Canal ballad together on a Lark Street porch. This write-up is still waiting for an editor.",
    tags: 'folk, Albany, teaching',
    authorName: 'Gwen Harlow',
    authorEmail: 'gwen.harlow@example.com',
    status: 'pending',
    daysAgo: 1,
  },
];
