import type { VentPostContent } from './types';

/** Vent room threads for Rochester and Buffalo. */
export const upstateVents: readonly VentPostContent[] = [
  {
    title: 'The potholes on Monroe Avenue are eating my tires',
    city: 'rochester',
    content:
      'Third flat this winter between Goodman and the Inner Loop. I reported them on the city app in January and the status still says "received". Is anyone else keeping receipts for a claim?',
    authorName: 'Megan Fitzgerald',
    tags: 'roads, potholes, city services',
    hoursAgo: 30,
    comments: [
      {
        content: "Keep every receipt. The claim form is on the city clerk's page and you have 90 days.",
        authorName: 'Tom Reilly',
        hoursAgo: 28,
      },
      {
        content: "Same on Park Avenue. I now drive like I'm in a slalom race.",
        authorName: 'Jen Alvarez',
        isAnonymous: true,
        hoursAgo: 26,
      },
      {
        content: "Call your council member's office directly, that moved mine in a week.",
        authorName: 'Harold Price',
        hoursAgo: 20,
      },
    ],
  },
  {
    title: 'Can we talk about the bus route cuts?',
    city: 'rochester',
    content:
      'The new schedule dropped the late bus on my route. I finish my shift at 11 p.m. and now it is a 50-minute walk home in the cold. Who do we even talk to about this?',
    authorName: 'Luis Santiago',
    isAnonymous: true,
    tags: 'transit, buses, night shift',
    hoursAgo: 52,
    comments: [
      {
        content: 'There is a public comment session at the transit center next Tuesday at 6. Bring your story.',
        authorName: 'Carol Jennings',
        hoursAgo: 49,
      },
      {
        content:
          'My daughter is in the same spot. We started a carpool group for hospital workers, message the moderators if you want in.',
        authorName: 'Dennis Wu',
        hoursAgo: 40,
      },
    ],
  },
  {
    title: 'Neighbors who leave their dogs barking all day',
    city: 'rochester',
    content:
      'I work from home and the dog next door barks from 8 to 5 every single weekday. I do not want to call anyone, I just want to know how others handled it nicely.',
    authorName: 'Priyanka Shah',
    tags: 'neighbors, noise, pets',
    hoursAgo: 75,
    comments: [
      {
        content:
          'A friendly note with your number worked for me. They had no idea, since the dog is quiet when they are home.',
        authorName: 'Beth Morrison',
        hoursAgo: 70,
      },
    ],
  },
  {
    title: 'Snow plows keep burying the end of my driveway',
    city: 'buffalo',
    content:
      'I shovel at 6 a.m., the plow comes at 6:20 and leaves a three-foot wall of ice. Every storm. I am 68 and my back cannot take this much longer.',
    authorName: 'Walter Kaminski',
    tags: 'snow, plows, seniors',
    hoursAgo: 20,
    comments: [
      {
        content:
          "Tip from a plow driver's wife: shovel a pocket on the upstream side of the driveway and the wall lands there instead.",
        authorName: 'Donna Kaminski',
        hoursAgo: 18,
      },
      {
        content: 'The senior snow removal program still has spots, call 311 and ask.',
        authorName: 'Keisha Grant',
        hoursAgo: 16,
      },
      {
        content: 'I live two doors down on Amherst, I will come do yours with my blower. No charge.',
        authorName: 'Mike Sobczak',
        isAnonymous: true,
        hoursAgo: 15,
      },
      { content: 'This is what Buffalo is about. Good people.', authorName: 'Anne Dwyer', hoursAgo: 10 },
    ],
  },
  {
    title: 'Parking on game days is out of control',
    city: 'buffalo',
    content:
      'Every home game people park across our driveways and on our lawns in the neighborhood by the stadium. Last week I could not get my mother to her dialysis appointment.',
    authorName: 'Rebecca Lange',
    isAnonymous: true,
    tags: 'parking, game day, neighborhood',
    hoursAgo: 44,
    comments: [
      {
        content:
          'Put a sign with your phone number in the window, and call the non-emergency line for a tow. They do come.',
        authorName: 'Gary Miller',
        hoursAgo: 41,
      },
      {
        content: 'The town offers residential permits on game days now. Took me five minutes online.',
        authorName: 'Sandra Brooks',
        hoursAgo: 35,
      },
    ],
  },
  {
    title: 'Why did the corner library branch cut Sunday hours?',
    city: 'buffalo',
    content:
      'The branch on Hertel used to be open on Sundays and it was the only quiet place my kids could do homework. Now it is closed and nobody posted why.',
    authorName: 'Amal Hassan',
    tags: 'library, kids, hours',
    hoursAgo: 96,
    comments: [
      {
        content:
          'Budget cuts, according to the board minutes. There is a friends-of-the-library group raising money to restore them.',
        authorName: 'Peter Novak',
        hoursAgo: 90,
      },
      {
        content: 'The community center on Delaware is open Sunday afternoons and has free Wi-Fi.',
        authorName: 'Lisa Carter',
        isAnonymous: true,
        hoursAgo: 80,
      },
    ],
  },
];
