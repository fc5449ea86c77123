import type { CityContent, DemoArticle, DemoBusiness, DemoEvent, DemoSpotlight } from './types';

/** Paragraphs are kept as an array in the source so each reads on its own; the site stores them joined. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

const articles: DemoArticle[] = [
  {
    title: "Flushing's Main Street Station Redesign Goes Before Riders at Three Public Sessions",
    excerpt:
      'The busiest stop on the 7 line is due for wider stairs, new elevators and a second entrance. Riders get three evenings this month to say what the plans get right and what they miss.',
    content: paragraphs(
      'Anyone who has tried to climb out of the Flushing-Main Street station at 5:30 on a weekday knows the problem: one narrow set of stairs at the corner of Main Street and Roosevelt Avenue, a crowd pouring off every train, and a line of buses waiting at the curb above. Transit planners have now put a redesign on the table, and they want to hear from the people who use it.',
      'The proposal adds two new elevators, widens the stairways on the northeast and southwest corners, and opens a second mezzanine entrance closer to 39th Avenue so riders heading toward the library and the shopping arcades do not all funnel through the same gate. Construction would be staged over roughly three years, with weekend service changes rather than full closures.',
      "Three public sessions are scheduled: one at the Queens Public Library's Flushing branch, one in the community room of a senior center on Union Street, and one online for people who cannot make it in person. Interpreters in Mandarin, Korean and Spanish will be at both in-person meetings, a request the local community board made in writing last spring.",
      '“We have been asking for this station to be fixed since before my kids were born,” said Helen Zhou-Ramos, who has run a stationery stall a block from the station for two decades. “I want to see where the new entrance puts the crowds. If it dumps everyone in front of the bus stop, we have only moved the problem.”',
      'Written comments are open for thirty days after the last session. Planners say the final design will be published with a summary of every comment received and what changed because of it.',
    ),
    author: 'Marisol Okafor',
    category: 'News',
    daysAgo: 1,
    featured: true,
  },
  {
    title: 'An Arthur Avenue Pork Store Learns to Ship Its Sausage Nationwide Without Losing the Counter',
    excerpt:
      'Castellano Pork Store has sold fennel sausage on the same Bronx block since 1962. The third generation is now packing coolers for customers in Arizona, and the line at the counter is as long as ever.',
    content: paragraphs(
      'On a Saturday morning in Belmont, the line at Castellano Pork Store stretches past the door and along Arthur Avenue toward 187th Street. Inside, Vincent Castellano is calling out numbers the way his grandfather did, while in the back room his niece Gianna tapes shut insulated boxes addressed to Phoenix, Tampa and Minneapolis.',
      'The shipping business started almost by accident. Former neighbors who had moved away kept calling to ask if the shop could send a few pounds of sweet sausage for the holidays. Gianna, who studied supply chain management at Fordham, a few blocks up the hill, built a simple order page and worked out how to pack dry ice so that the meat arrives cold in two days.',
      "“People who grew up here want the taste of Sunday dinner at their mother's table,” she said. “We are not selling sausage. We are selling the Bronx to people who miss it.”",
      'Orders now make up about a fifth of the business, and the family has hired two young people from the neighborhood to help with packing. The counter has not changed: the same tile floor, the same hanging soppressata, the same hand-lettered sign over the register.',
      'Vincent says the family turned down an offer to sell its recipes to a supermarket brand last year. “The recipe is not the secret,” he said. “The secret is that somebody is standing here making it every morning.”',
    ),
    author: 'Dominic Ferrante',
    category: 'Local Business',
    daysAgo: 4,
  },
  {
    title: 'The Jackson Heights Momo Crawl Returns With Twenty Stops Between Roosevelt Avenue and 74th Street',
    excerpt:
      "The neighborhood's unofficial dumpling tour is back, with a printed passport, a people's-choice vote and twice as many kitchens as the first year.",
    content: paragraphs(
      'Under the elevated tracks of the 7 train, the stretch of Roosevelt Avenue and 74th Street around Diversity Plaza is home to one of the densest clusters of Himalayan restaurants in the country. For one Sunday this month, twenty of them will be serving momos at a fixed price to anyone carrying a paper passport.',
      'The crawl began four years ago as a way to bring people back to small kitchens that struggled through lean years. Organizers from a local merchants group printed three hundred passports the first time. This year they have printed two thousand, and they expect to run out.',
      'Each stop offers a plate of four dumplings: steamed buffalo and chicken, pan-fried vegetable, jhol momo swimming in a sesame and tomato broth, and a few surprises. One Tibetan kitchen on 37th Road is serving a cheese and spinach version that its owner calls “the one my kids actually eat.”',
      "Visitors stamp their passport at each stop and vote for their favorite. Last year's winner, a family-run counter barely wide enough for two stools, says the attention doubled its weekday business for months afterward.",
      'Passports are available at the information table in Diversity Plaza starting at 11 a.m. Organizers ask visitors to take the subway rather than drive, and to bring cash, since several of the smallest kitchens do not take cards.',
    ),
    author: 'Priya Thapa-Keller',
    category: 'Food & Dining',
    daysAgo: 7,
  },
  {
    title: 'On a Vacant St. George Lot, Staten Island Neighbors Open a Tool Library',
    excerpt:
      'Ladders, tile saws and pressure washers are now available on loan with a library card-style membership, a few blocks uphill from the ferry terminal.',
    content: paragraphs(
      'For years the lot on a side street off Victory Boulevard was a tangle of weeds and a chain-link fence. Since the spring, it has held two converted shipping containers painted forest green, a workbench under a canopy, and about four hundred tools that anyone in the neighborhood can borrow.',
      'The St. George Tool Library works on a simple model. Members pay what they can toward a yearly fee, with a suggested amount of twenty dollars, and check out up to three tools at a time for a week. Volunteers keep a logbook of every drill, extension ladder and post-hole digger, and teach short workshops on Saturday mornings.',
      '“Nobody on this block needs to own a tile saw,” said Ray Costello, a retired union carpenter who donated most of the first hundred tools from his own garage. “You need one for a weekend every ten years. Now you can walk up the hill and get it.”',
      'The project grew out of a block association meeting after a storm, when neighbors realized half of them had bought the same wet-vac. The landowner agreed to a three-year lease for a dollar a year, and a local hardware store donated the lumber for the workbench.',
      'The library is open Thursday evenings and Saturday mornings. Volunteers are especially looking for people who can sharpen blades and repair small engines.',
    ),
    author: 'Nadia Brennan',
    category: 'Community',
    daysAgo: 9,
  },
  {
    title: "A Sunset Park Bakery's Pan Dulce Line Now Starts Before Sunrise on Fifth Avenue",
    excerpt:
      'Panadería La Estrella opened with two ovens and a folding table. Eight years later, the conchas sell out by 8 a.m. and the owners are finally adding a second shift.',
    content: paragraphs(
      'By 5:45 a.m. on a weekday, the sidewalk outside Panadería La Estrella on Fifth Avenue in Sunset Park already has a line: construction workers on their way to jobs in Industry City, nurses coming off the night shift at the hospital near the waterfront, parents with strollers picking up breakfast before school.',
      'What they are waiting for is pan dulce, baked the way Rosario and Efraín Mendoza learned it in Puebla. Conchas with crackly sugar shells in vanilla and chocolate, cuernos brushed with egg, orejas, and on weekends, a tres leches cake that regulars order days in advance.',
      'The couple opened the bakery eight years ago with two secondhand ovens. They now have five, and their son Daniel, who grew up doing homework at the back table, manages the morning shift. “My parents used to sell out and close at noon,” he said. “Now we sell out and bake again.”',
      'The bakery is adding an overnight baking shift this month, which means hiring three new bakers, all from the neighborhood. The family says prices will stay where they are: a dollar and a quarter for a concha, as it has been for three years.',
    ),
    author: 'Luis Albarrán',
    category: 'Food & Dining',
    daysAgo: 12,
  },
  {
    title: 'Volunteers Pull Two Tons of Debris From the Bronx River Shoreline in One Saturday',
    excerpt:
      'More than 150 people in waders and work gloves cleared tires, shopping carts and a surprising number of traffic cones from the banks between West Farms and Starlight Park.',
    content: paragraphs(
      "Not long ago the Bronx River was written off as an open sewer. On a recent Saturday it was the site of one of the largest volunteer cleanups in the borough's history, as more than 150 people spread out along the banks from West Farms down to Starlight Park.",
      'By early afternoon, crews had hauled out roughly two tons of debris: forty-one tires, nine shopping carts, a bathtub, dozens of traffic cones and enough plastic bottles to fill a dumpster on their own. Canoe teams worked the middle of the river, pulling out what had snagged on fallen branches.',
      '“Every year the river gets a little cleaner and we find a little less,” said Keisha Montalvo, a high school biology teacher who led one of the shoreline crews. “My students have seen herons here. Some of them had never seen a heron anywhere.”',
      'The cleanup was organized by a coalition of neighborhood groups, schools and paddling clubs that have worked on the river for years. Their long-term goal is a continuous greenway along both banks, connecting the parks that already exist with safe crossings under the highway.',
      'Organizers say the next cleanup is planned for early fall, and they are especially looking for volunteers with pickup trucks to carry debris to the collection points.',
    ),
    author: 'Terrence Oduya',
    category: 'Environment',
    daysAgo: 15,
  },
  {
    title: 'Bed-Stuy Teens Build a Weekly Radio Show From a Library Basement',
    excerpt:
      'Twelve high schoolers meet every Wednesday at the Macon branch to write, record and edit a half-hour show about their neighborhood. The first season just wrapped.',
    content: paragraphs(
      'In a basement room at the Macon branch of the Brooklyn Public Library on Lewis Avenue, a handful of teenagers sit around a folding table covered in microphones, laptops and empty seltzer cans. Every Wednesday afternoon, they make a radio show.',
      'The program, called Halsey to Hancock after two of the streets most of them live near, runs thirty minutes and covers whatever the students decide matters that week: a profile of a barber on Malcolm X Boulevard, an explainer on how rent stabilization works, a debate about which corner store makes the best chopped cheese.',
      '“At first I did not want to hear my own voice,” said Amara, a junior who hosts the show. “Now I listen back and I notice when I say ‘like’ too much. I am getting better at it.”',
      "The project is run by a volunteer producer who spent fifteen years in public radio and wanted to teach the craft in her own neighborhood. The students learn interviewing, scripting, sound editing and how to fact-check before anything goes out. Episodes are posted online and played at a monthly listening party in the library's auditorium.",
      'Applications for the second season open next month. No experience is needed, the producer says, just curiosity and a willingness to knock on doors.',
    ),
    author: 'Janelle Achebe',
    category: 'Youth',
    daysAgo: 18,
  },
  {
    title: "Strivers' Row Block Association Marks Fifty Years of Stoop-to-Stoop Cleanups",
    excerpt:
      'What started with a few brooms on West 139th Street in the 1970s is now a monthly ritual that brings out three generations of Harlem neighbors.',
    content: paragraphs(
      'On the first Saturday of every month, the residents of West 138th and 139th Streets between Adam Clayton Powell Jr. and Frederick Douglass Boulevards come outside with brooms, rakes and trash bags. They have been doing it, in one form or another, for fifty years.',
      "The block association that organizes the cleanups was founded in the mid-1970s, when many of the landmark row houses sat empty and the city's services had all but disappeared from the street. A few longtime owners decided that if nobody else would sweep the sidewalks and plant the tree pits, they would.",
      '“My grandmother handed me a broom when I was six,” said Cynthia Everett-Brown, who now chairs the association. “I handed one to my granddaughter last year. That is what this block is.”',
      "The anniversary will be marked with a block party in the fall, complete with a photo exhibit of cleanups through the decades, drawn from residents' own albums. The association is asking neighbors to bring in pictures to be scanned and returned.",
      'Newer residents say the monthly cleanup is the fastest way to meet the people next door. “I lived here four months without knowing anyone,” said one. “One Saturday with a rake and I knew everybody.”',
    ),
    author: 'Marcus Whitlock',
    category: 'Community',
    daysAgo: 26,
  },
  {
    title: 'Rockaway Ferry Adds Early Weekend Runs as Beach Season Crowds Grow',
    excerpt:
      'Two new Saturday and Sunday morning departures from Wall Street aim to ease the lines that have stretched down the pier by 9 a.m. on sunny weekends.',
    content: paragraphs(
      'Anyone who has tried to catch a morning ferry to the Rockaways on a hot Saturday knows the sight: a line snaking down Pier 11 at Wall Street, surfboards and beach chairs stacked against the railing, and a boat that fills up long before the last person in line reaches the gangway.',
      'Starting this weekend, two additional morning departures will run on Saturdays and Sundays through Labor Day, with service also added on the return trip in the late afternoon. The route stops in Sunset Park before crossing to the landing at Beach 108th Street.',
      'Business owners along the Rockaway boardwalk welcomed the change. “The ferry brings us customers who spend the whole day,” said Owen Kealoha, who runs a surf rental shop near Beach 97th Street. “When people get turned away at the pier, they do not come at all.”',
      'Residents of the peninsula have a more mixed view. Some worry about crowding on the beaches and the A train on the way home. Others point out that more ferry trips mean fewer cars on Cross Bay Boulevard.',
      'Riders are advised to buy tickets in advance and arrive fifteen minutes before departure. Bicycles are allowed on board, space permitting.',
    ),
    author: 'Siobhan Castellanos',
    category: 'News',
    daysAgo: 31,
  },
  {
    title: 'The Cage on West 4th Street Gets an Organized Summer League, and the Regulars Are Skeptical',
    excerpt:
      "Greenwich Village's famous fenced-in court will host a twelve-team league on weekday evenings. Pickup players wonder whether the real game will survive.",
    content: paragraphs(
      "The small fenced basketball court at West 4th Street and Sixth Avenue, known to everyone as the Cage, has been one of the city's great pickup stages for decades. Crowds press against the chain link to watch games that are fast, physical and loud, with the A, C and E trains rumbling underneath.",
      'This summer, a neighborhood sports nonprofit will run a twelve-team league there on Tuesday and Thursday evenings, with referees, a scoreboard and a playoff bracket. Teams are made up of players from across the five boroughs, and several include former college players.',
      '“Organized is fine,” said Andre Villanueva, who has played pickup at the Cage since he was fifteen. “But the Cage is about walking up, calling next and earning your spot. Two nights a week, that is gone.”',
      'League organizers say they listened to those concerns. Games end by 8:30 p.m., leaving the court open for pickup until it closes, and weekends remain entirely open play. A share of the registration fees will pay for new rims and a resurfaced court next spring.',
      'The first games tip off next week. Spectators are welcome, as always, along the fence.',
    ),
    author: 'Jerome Castillo',
    category: 'Sports & Recreation',
    daysAgo: 35,
  },
  {
    title: 'Bushwick Open Studios Draws Record Crowds to Warehouses Along Morgan Avenue',
    excerpt:
      'More than five hundred artists opened their workspaces over a single weekend, from painters in converted factories to printmakers working out of garages.',
    content: paragraphs(
      "For one weekend each year, the loading docks and freight elevators of Bushwick's industrial blocks become gallery entrances. This year's open studios weekend drew its largest crowds yet, with visitors carrying printed maps up and down Morgan Avenue, Bogart Street and Flushing Avenue.",
      'More than five hundred artists took part, showing work in former textile mills, basement workshops and, in one case, a repurposed delivery van parked on Ingraham Street. Visitors could watch a ceramicist throw pots, try a screen-printing press and buy small works straight from the people who made them.',
      '“Most of the year, people see the outside of these buildings and nothing else,” said Mira Haddad, a painter who shares a fourth-floor studio with three others. “This weekend they walk up the stairs and see that there is a whole community working in here.”',
      'The event is run by volunteers, many of them artists themselves, and it has always been free to attend. Organizers say rising rents remain the biggest threat to the studios, and several artists who took part this year said it may be their last in the neighborhood.',
      'A selection of work from the weekend will be shown at a community space on Wyckoff Avenue through the end of the month.',
    ),
    author: 'Tomasz Reyes',
    category: 'Arts & Culture',
    daysAgo: 40,
  },
  {
    title: "Snug Harbor's Summer Shakespeare Brings Free Theater to Staten Island's North Shore",
    excerpt:
      "A small company is staging A Midsummer Night's Dream on the lawn of Snug Harbor Cultural Center, with a cast that includes a retired ferry captain and two high school seniors.",
    content: paragraphs(
      "On summer evenings, the great lawn at Snug Harbor Cultural Center & Botanical Garden in Livingston fills with picnic blankets, folding chairs and children running between them. This season, it is also home to a free outdoor production of A Midsummer Night's Dream.",
      'The company behind it formed three years ago with a simple goal: to bring free Shakespeare to a borough that often has to travel to Manhattan for it. The cast mixes trained actors with neighbors, including a retired Staten Island Ferry captain who plays Bottom and two seniors from a nearby high school playing the young lovers.',
      '“People say Shakespeare is hard,” said director Felicia Arroyo-Baptiste. “Then they see a guy in a donkey head on a lawn at sunset and they are laughing along with everyone else.”',
      'Performances run Thursday through Sunday evenings at sunset, and no tickets are needed. The S40 bus stops right outside the gates on Richmond Terrace, and the company recommends bringing bug spray along with a blanket.',
    ),
    author: 'Genevieve Marsh',
    category: 'Arts & Culture',
    daysAgo: 52,
  },
];

const businesses: DemoBusiness[] = [
  {
    name: "Lucia's Arepa Counter",
    category: 'Food & Dining',
    address: '37-18 82nd Street, Queens, NY 11372',
    phone: '(718) 555-0114',
    website: 'https://lucias-arepa-counter.example',
    email: 'hello@lucias-arepa-counter.example',
    description:
      'A tiny Colombian counter in Jackson Heights griddling arepas to order, stuffed with shredded beef, sweet plantain or queso fresco. Fresh juices in maracuyá and lulo, and a weekend bandeja paisa that sells out by early afternoon.',
  },
  {
    name: 'Halsey Street Coffee Co.',
    category: 'Food & Dining',
    address: '392 Halsey Street, Brooklyn, NY 11233',
    phone: '(347) 555-0127',
    website: 'https://halsey-street-coffee.example',
    email: 'hello@halsey-street-coffee.example',
    description:
      'A Bedford-Stuyvesant coffee bar in a restored brownstone parlor floor, roasting small batches in the back. Pastries come from a Caribbean bakery down the block, and the long front table is open to anyone who wants to work or read.',
  },
  {
    name: 'Second Avenue Paper & Ink',
    category: 'Retail',
    address: '1487 Second Avenue, New York, NY 10075',
    phone: '(212) 555-0139',
    website: 'https://second-avenue-paper.example',
    email: 'hello@second-avenue-paper.example',
    description:
      'An Upper East Side stationery shop stocked with fountain pens, letterpress cards and notebooks from small makers. Staff will ink-test any pen before you buy it, and the shop runs a monthly letter-writing evening.',
  },
  {
    name: 'Lenox Leaf Books',
    category: 'Retail',
    address: '402 Lenox Avenue, New York, NY 10037',
    phone: '(646) 555-0181',
    website: 'https://lenox-leaf-books.example',
    email: 'hello@lenox-leaf-books.example',
    description:
      "An independent Harlem bookstore focused on Black writers, neighborhood history and children's books. It hosts author readings on Thursday nights and a Saturday morning story hour that regularly fills the back room.",
  },
  {
    name: 'Bright Key Locksmith & Hardware',
    category: 'Services',
    address: '612 East 187th Street, Bronx, NY 10458',
    phone: '(718) 555-0142',
    website: 'https://bright-key-locksmith.example',
    email: 'hello@bright-key-locksmith.example',
    description:
      'A family-run locksmith and hardware store in Belmont, cutting keys and rescuing locked-out neighbors since 1984. Also repairs window gates, sells building supplies by the piece and gives honest advice for free.',
  },
  {
    name: 'The Low Ceiling Comedy Room',
    category: 'Entertainment',
    address: '211 Wyckoff Avenue, Brooklyn, NY 11237',
    phone: '(347) 555-0158',
    website: 'https://low-ceiling-comedy.example',
    email: 'hello@low-ceiling-comedy.example',
    description:
      'A sixty-seat basement comedy club in Bushwick with stand-up showcases five nights a week. Tuesday open mic sign-ups start at 7 p.m., and Sunday afternoons are reserved for improv classes.',
  },
  {
    name: 'Harbor View Physical Therapy',
    category: 'Health & Wellness',
    address: '120 Bay Street, Staten Island, NY 10301',
    phone: '(718) 555-0163',
    website: 'https://harbor-view-pt.example',
    email: 'hello@harbor-view-pt.example',
    description:
      'A physical therapy practice a short walk from the St. George ferry terminal, treating sports injuries, post-surgery recovery and back pain. Early morning appointments are available for commuters.',
  },
  {
    name: 'Hunts Point Tire & Brake',
    category: 'Automotive',
    address: '780 Garrison Avenue, Bronx, NY 10474',
    phone: '(718) 555-0176',
    website: 'https://hunts-point-tire.example',
    email: 'hello@hunts-point-tire.example',
    description:
      'A full-service tire and brake shop serving cars, vans and delivery trucks in Hunts Point. Same-day tire repair, alignment and inspections, with mechanics who explain the repair before they start.',
  },
];

const events: DemoEvent[] = [
  {
    title: 'Community Dance Night at the Bandshell',
    description:
      'A free evening of salsa, swing and line dancing under the stars, with a live band and short lessons for beginners at the start. Bring a blanket for the lawn if you would rather watch.',
    inDays: 3,
    time: '7:00 PM',
    location: 'Lena Horne Bandshell, Prospect Park, Brooklyn',
    priceCents: 0,
    category: 'music',
  },
  {
    title: 'Kite Day at the Unisphere',
    description:
      'Families fly kites on the open lawns of Flushing Meadows, with a free kite-making table for children and a contest for the most creative design. Bring a picnic and sunscreen.',
    inDays: 8,
    time: '11:00 AM - 4:00 PM',
    location: 'Flushing Meadows Corona Park, Queens',
    priceCents: 0,
    category: 'family',
  },
  {
    title: 'Bronx River Paddle and Cleanup',
    description:
      'Volunteers paddle canoes along the Bronx River, collecting debris from the water and the banks. Boats, life jackets and gloves are provided; no paddling experience is needed.',
    inDays: 13,
    time: '9:00 AM - 1:00 PM',
    location: 'Starlight Park, Bronx',
    priceCents: 0,
    category: 'community',
  },
  {
    title: "Strivers' Row Stoop Sale",
    description:
      "Residents of two of Harlem's most storied blocks open their stoops for a neighborhood-wide sale of books, records, furniture and clothing. Proceeds from the lemonade stand go to the block association's tree-planting fund.",
    inDays: 19,
    time: '10:00 AM - 3:00 PM',
    location: 'West 138th and 139th Streets, Harlem, Manhattan',
    priceCents: 0,
    category: 'community',
  },
  {
    title: 'Outdoor Film Night at Snug Harbor',
    description:
      'A free screening of a classic New York movie on a big screen set up on the great lawn. Food trucks open at 7 p.m., and the film starts at sundown.',
    inDays: 26,
    time: '8:00 PM',
    location: 'Snug Harbor Cultural Center & Botanical Garden, Staten Island',
    priceCents: 800,
    category: 'arts',
  },
  {
    title: 'Family Fishing Clinic on the Hudson',
    description:
      'Volunteers teach catch-and-release fishing off the pier, with rods, bait and tackle provided. Children must be accompanied by an adult.',
    inDays: 34,
    time: '8:00 AM - 11:00 AM',
    location: 'Pier 84, Hudson River Park, Manhattan',
    priceCents: 0,
    category: 'family',
  },
];

const spotlights: DemoSpotlight[] = [
  {
    type: 'local_hero',
    title: 'The Crossing Guard Who Knows Every Name on the Grand Concourse',
    featureName: 'Delores Whitfield',
    description:
      'For twenty-two years, Delores Whitfield has walked children across one of the busiest corners in the Bronx, and she remembers every one of them.',
    content: paragraphs(
      'Every school morning at 7:15, Delores Whitfield takes her post at the corner of the Grand Concourse and East 167th Street in a bright yellow vest, a whistle around her neck and a pocket full of hard candy. By 8:30 she has crossed several hundred children, and she greets nearly all of them by name.',
      'Some of the parents she waves across now were once children she walked to the same school. “I have crossed three generations of one family,” she said. “The grandmother still stops to tell me how the kids are doing.”',
      'Neighbors nominated her after she spotted a lost five-year-old wandering near the subway entrance last winter and stayed with him until his mother was found. She shrugs that off. “That is the job,” she said. “You watch the corner. You watch the kids.”',
    ),
  },
  {
    type: 'small_business',
    title: 'Forty Years of Keys and Conversation at Bright Key',
    featureName: 'Bright Key Locksmith & Hardware',
    description:
      'A Belmont locksmith where the key machine never stops and nobody leaves without a little neighborhood news.',
    content: paragraphs(
      'Bright Key Locksmith & Hardware has stood on East 187th Street since 1984, when Sal Benedetto opened it with a single key-cutting machine and a shelf of padlocks. Today his daughter Teresa runs the shop, and the original machine still sits by the window, though it is now mostly for show.',
      'The store has outlasted chain hardware stores and online retailers by doing what they cannot: sending a locksmith to a locked-out grandmother within the hour, selling a single screw instead of a pack of fifty, and explaining to a first-time renter how to fix a running toilet.',
      '“People come in for a key and stay twenty minutes,” Teresa said. “That is the part of the business I would never change.”',
    ),
  },
  {
    type: 'artist_feature',
    title: 'Painting the Rockaways, One Boardwalk Bench at a Time',
    featureName: 'Teo Marchetti-Ruiz',
    description:
      'A muralist from Far Rockaway turns benches, lifeguard stands and shuttered storefronts into bright scenes of surf and salt marsh.',
    content: paragraphs(
      'Teo Marchetti-Ruiz grew up a block from the ocean in Far Rockaway and started painting surfboards for friends as a teenager. Today his work appears up and down the peninsula: a heron in flight across a roll-down gate on Beach 116th Street, a wave breaking along the side of a bait shop, benches painted with the names of the beach streets.',
      'His style is bold and flat, with deep blues and sunset oranges that read from across the boardwalk. Many of his commissions come from small business owners who want to brighten a gate that stays shut all winter.',
      '“In the off season the Rockaways can look gray and closed,” he said. “I want somebody walking to the A train in February to see color and remember what summer feels like.”',
    ),
  },
  {
    type: 'community_leader',
    title: 'The Tenant Organizer Who Turned a Sunset Park Lobby Into a Town Hall',
    featureName: 'Rosa Lin Delgado',
    description:
      'Rosa Lin Delgado brings together neighbors who speak Spanish, Cantonese and English to solve building problems together.',
    content: paragraphs(
      "When the heat went out in Rosa Lin Delgado's building on 44th Street for the third winter in a row, she taped a flyer to the lobby wall in three languages and invited everyone to meet there on Sunday afternoon. Forty people showed up, sitting on the stairs and the mailbox ledge.",
      'That meeting became a tenant association that now meets monthly and has helped neighbors in a dozen nearby buildings organize their own. Rosa, who grew up translating for her parents at the doctor and the bank, runs every meeting in Spanish, Cantonese and English, with volunteers translating in whispers at the edges of the room.',
      '“Everybody in this neighborhood has the same problems,” she said. “The boiler does not care what language you speak. Once people see that, they stop being strangers.”',
    ),
  },
];

export const nyc: CityContent = { articles, businesses, events, spotlights };
