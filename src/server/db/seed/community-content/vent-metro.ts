import type { VentPostContent } from './types';

/** Vent room threads for Charlotte and Atlanta. */
export const metroVents: readonly VentPostContent[] = [
  {
    title: 'Light rail delays during rush hour again',
    city: 'charlotte',
    content:
      'Three mornings this week the train sat outside the station for ten minutes with no announcement. I was late to work twice. Just tell us what is going on.',
    authorName: 'Jessica Moore',
    tags: 'light rail, commute, transit',
    hoursAgo: 22,
    comments: [
      {
        content:
          'Signal work near the 36th Street station, according to the transit alerts page. Supposed to end this month.',
        authorName: 'Robert King',
        hoursAgo: 20,
      },
      {
        content: 'Sign up for text alerts, they are faster than the platform speakers.',
        authorName: 'Tanya Hill',
        isAnonymous: true,
        hoursAgo: 18,
      },
    ],
  },
  {
    title: 'Rent went up 22 percent at renewal',
    city: 'charlotte',
    content:
      'My lease renewal in South End came back 22 percent higher with no new amenities. I love this neighborhood but I am being priced out of it.',
    authorName: 'Derek Owens',
    isAnonymous: true,
    tags: 'rent, housing, South End',
    hoursAgo: 60,
    comments: [
      {
        content: 'Ask for a counter offer in writing. Our building came down 8 percent when three of us asked.',
        authorName: 'Alicia Ramos',
        hoursAgo: 55,
      },
      {
        content: 'Same thing in Plaza Midwood. We moved to a duplex in East Charlotte and are happier.',
        authorName: 'Chris Patel',
        hoursAgo: 50,
      },
      {
        content: 'The tenant help line listed on the resources page reviewed my lease for free.',
        authorName: 'Monique Daniels',
        hoursAgo: 45,
      },
    ],
  },
  {
    title: 'Leaf blowers at 7 a.m. on Saturdays',
    city: 'charlotte',
    content:
      'Is there a noise rule for landscapers? Every Saturday at 7 on the dot the whole street sounds like an airport.',
    authorName: 'Karen Liu',
    tags: 'noise, weekends, neighbors',
    hoursAgo: 84,
    comments: [
      {
        content: 'The city ordinance allows power equipment from 7 a.m., sadly. Talking to the HOA worked for us.',
        authorName: 'Steve Walsh',
        hoursAgo: 80,
      },
    ],
  },
  {
    title: 'Traffic on the Connector is unbearable',
    city: 'atlanta',
    content:
      'Two hours from Decatur to Midtown yesterday because of one stalled truck. I have started leaving at 6 a.m. just to get a parking spot.',
    authorName: 'Brandon Scott',
    tags: 'traffic, commute, highways',
    hoursAgo: 18,
    comments: [
      {
        content: 'MARTA from Decatur to Midtown is 25 minutes. I sold my second car.',
        authorName: 'Ayesha Johnson',
        hoursAgo: 15,
      },
      {
        content: 'Work from home on Fridays if you can. The difference is unreal.',
        authorName: 'Lamar Green',
        isAnonymous: true,
        hoursAgo: 12,
      },
    ],
  },
  {
    title: 'Scooters all over the BeltLine sidewalks',
    city: 'atlanta',
    content:
      'I push a stroller on the Eastside Trail every morning and I have to dodge abandoned scooters every fifty feet. Where are they supposed to be parked?',
    authorName: 'Nicole Adams',
    isAnonymous: true,
    tags: 'BeltLine, scooters, walking',
    hoursAgo: 40,
    comments: [
      {
        content:
          'There are painted parking corrals every few blocks. You can report a badly parked scooter in the company app and they fine the rider.',
        authorName: 'Jordan Reese',
        hoursAgo: 38,
      },
      {
        content: 'Thank you for saying this. I use a wheelchair and it is worse for us.',
        authorName: 'Patricia Howard',
        hoursAgo: 33,
      },
      {
        content: 'I move them to the edge when I can. Small thing but it helps.',
        authorName: 'Evan Brooks',
        hoursAgo: 30,
      },
    ],
  },
  {
    title: 'Water bills doubled with no explanation',
    city: 'atlanta',
    content:
      'Our water bill went from $80 to $170 in one month. No leaks, same household. The customer service line kept me on hold for an hour.',
    authorName: 'Gloria Washington',
    tags: 'utilities, water, bills',
    hoursAgo: 110,
    comments: [
      {
        content: 'Ask for a meter re-read. Half the street had estimated readings last month.',
        authorName: 'Henry Coleman',
        hoursAgo: 100,
      },
    ],
  },
];
