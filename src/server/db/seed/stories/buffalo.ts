import type { CityContent, DemoArticle, DemoBusiness, DemoEvent, DemoSpotlight } from './types';

// Demo content only: people, businesses and events are invented; the places are real Buffalo places.
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

const articles: DemoArticle[] = [
  {
    title: 'At the Broadway Market, a New Generation of Vendors Keeps the Stalls Open All Year',
    excerpt:
      'The historic East Side market used to come alive only at Easter. Young vendors are betting that Buffalo will come every week.',
    content: paragraphs(
      `For most of its long history, the Broadway Market on Buffalo's East Side has been famous for one frantic week. Before Easter, lines wrap around the building for butter lambs, fresh kielbasa and pierogi, and then the crowds vanish until the next spring. A group of younger vendors has decided that is not good enough.`,
      `Agnieszka "Aggie" Nowak, 29, took over her grandmother's pierogi stand three years ago and began opening it every Saturday. At first, she says, the aisles were so quiet she could hear the refrigerators hum. Now she sells out most weekends. "People assumed the market was closed unless it was Easter," she says. "We just had to keep the lights on until they noticed."`,
      `She is not alone. A Bangladeshi family from the nearby Broadway-Fillmore neighborhood runs a spice and snack counter across the aisle, a young couple sells sourdough rye made with a starter from a Polish bakery that closed decades ago, and a coffee stand serves commuters from the neighborhood's new apartments.`,
      `The mix reflects the East Side as it is today, not just as it was. Polonia's Polish heritage is still everywhere, from the towering church spires on Fillmore Avenue to the Central Terminal's clock tower a few blocks away, but the market's newest customers speak Bengali, Arabic and Spanish as often as Polish.`,
      `The vendors have formed an informal association to coordinate hours and plan events, including monthly cooking demonstrations. "Easter will always be our big week," Nowak says. "But a market is supposed to be where a neighborhood buys its groceries. We want to be that again."`,
    ),
    author: 'Katie Nowicki',
    category: 'Community',
    daysAgo: 2,
    featured: true,
  },
  {
    title: 'Beyond the Wing: A West Side Kitchen Draws Lines Down Niagara Street',
    excerpt:
      'Buffalo is famous for one dish. A Burmese cook on the West Side is quietly making the case for many more.',
    content: paragraphs(
      `Buffalo's food reputation rests on a basket of chicken wings, and nobody here is complaining. But walk along Niagara Street on a weekday at noon and you will find a different line, outside a small counter where Thida Win serves the mohinga she learned to make in her mother's kitchen in Yangon.`,
      `Win arrived in Buffalo as a refugee in 2011 and spent years cooking for friends before she had the confidence to sell anything. A stall in a shared market kitchen on the West Side gave her the chance. "Buffalo people are honest eaters," she says. "If they like something, they come back the next day with their cousins."`,
      `Her fish noodle soup is thick with lemongrass and banana stem and topped with crunchy fritters. A tea-leaf salad, tangy and crisp, has become a favorite among workers from the nearby offices. On Fridays she makes coconut noodles, and the line stretches past the door.`,
      `The West Side has become one of the most exciting places to eat in the city, with Burmese, Ethiopian, Yemeni, Thai and Puerto Rican kitchens all within a short walk of Grant Street. Win credits her neighbors for her success: "We taste each other's food. We share customers. When one of us does well, the street does well."`,
      `Win's dream is a sit-down restaurant with room for her whole family to work. Until then, she recommends arriving before the lunch rush, and leaving room for the semolina cake.`,
    ),
    author: 'Marcus Greene',
    category: 'Food & Dining',
    daysAgo: 6,
  },
  {
    title: 'Beef on Weck, Carved to Order: A Kaisertown Tavern Marks 70 Years',
    excerpt:
      "Same rolls, same horseradish, same corner on Clinton Street. The family behind one of the city's oldest taverns explains what it takes to last.",
    content: paragraphs(
      `The roast goes into the oven at 6 a.m., the kummelweck rolls arrive from the bakery at 9, and by 11 the first regulars are on their stools at the Kaisertown Tap & Carvery. The tavern on Clinton Street has served beef on weck this way for seventy years, and the Zielinski family has no intention of changing the recipe.`,
      `Founder Stanley Zielinski opened the tavern for workers from the nearby rail yards and factories. His granddaughter, Theresa, runs it today and still carves every sandwich by hand. "Thin slices, a quick dip in the jus, and the top of the roll dipped too," she says. "If you skimp on the salt and caraway, it's just a roast beef sandwich."`,
      `Kaisertown has changed around the tavern. Many of the plants that once employed half the neighborhood have closed, and the families who once walked to work have spread out to the suburbs. But on Friday nights, the dining room still fills with fish fry and beef on weck orders from people who grew up a few blocks away.`,
      `The anniversary party drew four generations of customers, including a 91-year-old who says he has eaten at the same table every week since the tavern opened. The family framed his first receipt, found in a shoebox of old records, and hung it above his seat.`,
      `Zielinski's advice for a first-timer is simple: order the weck with extra horseradish, ask for a side of German potato salad, and do not rush. "People come here to sit," she says. "The sandwich is just the reason."`,
    ),
    author: 'Elena Sokolowski',
    category: 'Food & Dining',
    daysAgo: 19,
  },
  {
    title: 'At Tifft Nature Preserve, Volunteers Turn Old Landfill Trails Into Pollinator Meadows',
    excerpt:
      'Once a dumping ground near the Outer Harbor, Tifft is now home to cattails, foxes and, soon, a lot more bees.',
    content: paragraphs(
      `Standing on the boardwalk at Tifft Nature Preserve, surrounded by cattail marsh and the calls of red-winged blackbirds, it is hard to believe that much of this land was once a dumping ground. Today the preserve near the Outer Harbor covers more than 260 acres, and a corps of volunteers is changing it again.`,
      `The Tifft Meadow Project is replacing mown grass and invasive plants along several trail edges with native wildflowers: milkweed, goldenrod, bergamot and asters. Over two seasons, volunteers have hand-planted more than 9,000 plugs, many grown from seed in backyards across South Buffalo.`,
      `Project leader Dr. Renee Castillo, a retired biology teacher, says the meadows will feed bees, butterflies and the migrating birds that stop at Tifft on their way along the Lake Erie shore. "Buffalo sits on a major flyway," she says. "Every acre of native plants is a gas station for a bird that just flew over the lake."`,
      `Early results are encouraging. Volunteers counting insects along the new meadow edges have recorded three times as many bees as in the mown areas nearby, and monarch caterpillars appeared on the milkweed within the first season.`,
      `The project holds planting days twice a month and welcomes families. Participants are asked to wear long sleeves and closed shoes, and to stay on marked paths: the cattail marsh is home to nesting birds that do not appreciate visitors.`,
    ),
    author: 'Sam Okonkwo',
    category: 'Environment',
    daysAgo: 4,
  },
  {
    title: 'Cleaning Up the Buffalo River, One Kayak at a Time',
    excerpt:
      'Once one of the most polluted rivers in the country, the Buffalo River is now a place to paddle. Volunteers want to keep it that way.',
    content: paragraphs(
      `A generation ago, the Buffalo River was so polluted that few people would have dreamed of paddling it. Decades of industrial cleanup and dredging have transformed it, and today kayakers glide past grain elevators and herons between Canalside and the Old First Ward.`,
      `A volunteer group called River Keepers on Deck meets twice a month at Mutual Riverfront Park in the Old First Ward to keep the recovery going. Volunteers in kayaks and canoes pull plastic bottles, foam and fishing line out of the shallows, while a shore crew sorts the haul for recycling.`,
      `Last season, the group removed more than four tons of litter from the river and its banks. Their most unusual finds include a shopping cart, a bowling ball and a vintage Buffalo Bills helmet that now hangs on the wall of a volunteer's garage.`,
      `Group founder Luis Ortega says the work is about more than litter. "When people get on the water, they start to care about it," he says. "Half of our volunteers had never been in a kayak before. Now they're calling the city about storm drains."`,
      `New paddlers are welcome, and loaner boats and life jackets are available. The group asks volunteers to register in advance so they can pair beginners with experienced paddlers.`,
    ),
    author: 'Rachel DiPaolo',
    category: 'Environment',
    daysAgo: 27,
  },
  {
    title: 'In Larkinville, an Old Warehouse Floor Becomes Home to Twenty Makers',
    excerpt:
      'Woodworkers, printmakers, a bike builder and a hot sauce company now share one floor of a brick building off Seneca Street.',
    content: paragraphs(
      `A decade ago, the fourth floor of a brick warehouse near Larkin Square was full of pigeons and broken windows. Today it holds twenty small workshops, a shared loading dock and a coffee machine that, according to the tenants, is the most important piece of equipment in the building.`,
      `The Larkinville Makers Floor opened when a local developer agreed to rent small spaces by the month rather than by the year, a rarity for new businesses. Rents start at the price of a modest apartment, and tenants share tools, a freight elevator and a storefront on the ground floor where they sell their work.`,
      `Woodworker Jamal Pierce builds dining tables from reclaimed Buffalo timber, including beams from demolished houses on the East Side. Next door, printmaker Renata Kowalczyk runs a letterpress studio, and down the hall, two brothers bottle a hot sauce made with peppers from their grandmother's Lackawanna garden.`,
      `The tenants say the shared space is as much about advice as rent. "When I needed help with a wholesale contract, I just walked twenty feet and asked the hot sauce guys," says Pierce. "You can't buy that in an office park."`,
      `The ground-floor shop is open Thursday through Sunday, and the makers host an open studio night on the first Friday of each month, when visitors can walk the whole floor.`,
    ),
    author: 'Ben Takahashi',
    category: 'Local Business',
    daysAgo: 9,
  },
  {
    title: 'After 40 Years, a Hertel Avenue Hardware Store Passes to Its Longtime Clerk',
    excerpt:
      'The owners could have sold to a chain. Instead they sold to the man who has worked the key-cutting machine since high school.',
    content: paragraphs(
      `Walk into Hertel Hardware & Supply on any weekday and you will probably find Danny Mercado at the back counter, cutting a key, mixing a gallon of paint or explaining to a North Buffalo homeowner why their basement is leaking. He has been doing it since he was sixteen. As of this month, he owns the place.`,
      `Owners Frank and Linda Benedetto opened the store in 1985 and had several offers to sell as they neared retirement, including from a regional chain. They chose instead to sell to Mercado, financing part of the price themselves so he could afford it.`,
      `"Danny knows every customer and every screw in the building," Linda Benedetto says. "Selling to him meant Hertel keeps its hardware store. Selling to a chain might have meant a parking lot."`,
      `Mercado plans few changes. He wants to add a tool library, where neighbors can borrow a ladder or a tile saw for a small fee, and to offer weekend workshops on basic home repair for first-time homeowners in the old houses around Hertel Avenue and Parkside.`,
      `Regulars have already welcomed the change of ownership, with a few bringing cards and cake. "It's the same store," Mercado says. "The only difference is that now I'm the one who worries about the heating bill."`,
    ),
    author: 'Katie Nowicki',
    category: 'Local Business',
    daysAgo: 58,
  },
  {
    title: "Teens at a Jefferson Avenue Studio Are Recording the East Side's Stories",
    excerpt:
      'A youth podcast program hands high school students microphones and sends them to interview their grandparents, neighbors and shop owners.',
    content: paragraphs(
      `The recording booth at the back of a storefront on Jefferson Avenue is small, padded with moving blankets and usually occupied. Inside, sixteen-year-old Jada Thompson is editing an interview with a barber who has cut hair on the same block for forty years.`,
      `The program, called Jefferson Voices, teaches high school students to plan, record and edit a podcast episode about the East Side. Over twelve weeks, students learn interview techniques, sound editing and storytelling from local radio producers who volunteer their time.`,
      `The episodes have become a kind of living history. Students have interviewed former workers at the Central Terminal, members of churches that have stood on the same corners for a century, and owners of the shops along the Michigan Street African American Heritage Corridor.`,
      `"People think nothing happens over here unless it's bad news," Thompson says. "I wanted people to hear the good stuff. My neighbors are funny. They're smart. They've seen everything."`,
      `The finished episodes are played at a community listening party at the end of each session and are archived at the Buffalo & Erie County Public Library. The program is accepting applications for its next group of students.`,
    ),
    author: 'Marcus Greene',
    category: 'Youth',
    daysAgo: 13,
  },
  {
    title: 'Neighbors Weigh In on Safer Crossings for Elmwood Avenue',
    excerpt:
      'A packed public meeting heard from parents, shop owners and cyclists about proposals to slow traffic through the Elmwood Village.',
    content: paragraphs(
      `More than 150 residents filled a church hall on Elmwood Avenue on Tuesday night to discuss proposals for safer crossings along one of the city's busiest shopping streets. The draft plan includes raised crosswalks, curb extensions at several intersections and a shorter crossing distance near Bidwell Parkway.`,
      `Parents from nearby schools spoke first, describing children who cross Elmwood to reach Delaware Park. "My daughter has had two near misses this year," said one father. "Both times the driver said they didn't see her. We need the street to make drivers see her."`,
      `Business owners were more divided. Some worried that losing parking spaces to curb extensions would hurt sales, while others argued that a calmer street would bring more shoppers on foot. A café owner near Forest Avenue noted that most of her customers already walk or bike.`,
      `City planners said the proposal is still a draft and that parking impacts would be reviewed block by block. They also plan a temporary pilot using paint and flexible posts at two intersections, so residents can try the design before it is built in concrete.`,
      `Residents who missed the meeting can submit comments online or by mail for the next thirty days. A second public session will be held before a final design is chosen.`,
    ),
    author: 'Rachel DiPaolo',
    category: 'News',
    daysAgo: 8,
  },
  {
    title: 'Dawn on the Black Rock Channel: Rowing With the Riverside Rowing Collective',
    excerpt:
      'Before most of Buffalo is awake, a group of rowers is already on the water between Unity Island and the Niagara River.',
    content: paragraphs(
      `At 5:30 a.m., the Black Rock Channel is flat and silver, and the only sound is the steady knock of oars in their locks. Eight rowers from the Riverside Rowing Collective pull their boat past the old lock and toward the Peace Bridge, where the sun is just starting to light up the Canadian shore.`,
      `The Collective was founded six years ago by a group of adult beginners who wanted an affordable way to learn the sport. Dues are kept low, boats are secondhand and lovingly repaired, and members range in age from 19 to 74.`,
      `Coach Margaret O'Donnell, who rowed in college, says the channel is one of the best training waters in the region. "It's protected from the worst of the lake wind, and the view is ridiculous," she says. "Where else can you row past a bridge to another country before breakfast?"`,
      `The group races in regional regattas and has brought home a handful of medals, but most members say the real reward is the routine. "It's the only hour of my day when nobody can reach me," says Aaron Kim, a nurse at a nearby hospital.`,
      `The Collective runs a learn-to-row program for adults several times a year. No experience is needed, though participants must be able to swim and be willing to set an early alarm.`,
    ),
    author: 'Ben Takahashi',
    category: 'Sports & Recreation',
    daysAgo: 3,
  },
  {
    title: 'Cazenovia Park Softball League Honors Its Longest-Serving Umpire',
    excerpt:
      "For thirty-five years, Eddie Kowalski has called balls and strikes in South Buffalo. The league's players say he never missed a game.",
    content: paragraphs(
      `On summer evenings in South Buffalo, the softball diamonds at Cazenovia Park are full of teams sponsored by taverns, churches, plumbers and funeral homes. For thirty-five years, one voice has called the strikes: Eddie Kowalski, who retired this season to a standing ovation from both dugouts.`,
      `Kowalski started umpiring in the league after an injury ended his own playing days. Players say he was firm but fair, with a famously loud strike call and a habit of telling jokes to batters who argued with him. "He'd say, 'You can argue with me, or you can swing at the next one,'" recalls one longtime player.`,
      `The league honored him at its final game of the season, renaming the press box in his honor and presenting him with a mask signed by hundreds of players. Several of the players had been coached by his son in youth leagues at the same park.`,
      `Cazenovia Park, designed as part of Buffalo's Olmsted park system, has hosted neighborhood leagues for generations. Kowalski says the diamonds have stayed the same even as the teams have changed. "Same dirt, same fences," he says. "Just younger kids running the bases."`,
      `The league is recruiting new umpires, and Kowalski has offered to train them. His only requirement: "You have to love the game more than you love being right."`,
    ),
    author: 'Elena Sokolowski',
    category: 'Sports & Recreation',
    daysAgo: 33,
  },
  {
    title: "Poetry Among the Grain Elevators: Inside Silo City's Reading Series",
    excerpt:
      'The concrete giants of the Buffalo River have become one of the most unusual literary stages in the country.',
    content: paragraphs(
      `The first thing you notice at a poetry reading in Silo City is the echo. A poet reading in the shadow of a century-old grain elevator hears her own words come back a half-second later, as if the building were answering. Audiences sit on folding chairs, blankets and chunks of old concrete.`,
      `The reading series, organized by a small collective of local writers, has grown from a dozen friends to crowds of several hundred. Readers include established poets, first-time performers from open mics on the West Side and high school students from across the city.`,
      `The grain elevators, once the engines of Buffalo's economy, give the readings a particular weight. "You're standing in the ruins of a world that made this city rich," says organizer Tomasz Wrobel. "People write about work, about loss, about what comes next. The building makes you honest."`,
      `Each evening ends with an open mic, and a local press publishes a small anthology of work from the series every year. Copies sell out quickly at independent bookstores in Allentown and on Elmwood Avenue.`,
      `Readings are free, and visitors should bring a jacket: even on warm days, the wind off the river finds its way between the silos.`,
    ),
    author: 'Sam Okonkwo',
    category: 'Arts & Culture',
    daysAgo: 5,
  },
];

const businesses: DemoBusiness[] = [
  {
    name: "Nowak's Pierogi Stand",
    category: 'Food & Dining',
    address: '999 Broadway, Buffalo, NY 14212',
    phone: '(716) 555-0111',
    website: 'https://nowakspierogi.example',
    email: 'hello@nowakspierogi.example',
    description:
      'Hand-pinched pierogi from a family recipe, sold inside the Broadway Market every Saturday and all week before Easter. Try the potato and farmer cheese, or the sauerkraut and mushroom.',
  },
  {
    name: 'Kaisertown Tap & Carvery',
    category: 'Food & Dining',
    address: '1930 Clinton St, Buffalo, NY 14206',
    phone: '(716) 555-0112',
    website: 'https://kaisertowntap.example',
    email: 'hello@kaisertowntap.example',
    description:
      'A seventy-year-old neighborhood tavern serving beef on weck carved to order, a Friday fish fry and German potato salad. Family-owned since the day it opened.',
  },
  {
    name: 'Hertel Hardware & Supply',
    category: 'Retail',
    address: '1480 Hertel Ave, Buffalo, NY 14216',
    phone: '(716) 555-0113',
    website: 'https://hertelhardware.example',
    email: 'hello@hertelhardware.example',
    description:
      'An independent hardware store with paint mixing, key cutting, window screen repair and advice for old Buffalo houses. A new tool library lets neighbors borrow what they need.',
  },
  {
    name: 'Elmwood Sponge Candy Co.',
    category: 'Retail',
    address: '786 Elmwood Ave, Buffalo, NY 14222',
    phone: '(716) 555-0114',
    website: 'https://elmwoodspongecandy.example',
    email: 'hello@elmwoodspongecandy.example',
    description:
      "A small candy shop in the Elmwood Village making sponge candy in milk and dark chocolate, plus loganberry jellies and seasonal gift boxes. Ships Buffalo's favorite treat anywhere.",
  },
  {
    name: 'Larkin Letterpress',
    category: 'Services',
    address: '235 Van Rensselaer St, Buffalo, NY 14210',
    phone: '(716) 555-0115',
    website: 'https://larkinletterpress.example',
    email: 'hello@larkinletterpress.example',
    description:
      'A letterpress and design studio printing wedding invitations, business cards and posters on restored antique presses. Small-batch orders and printing workshops are welcome.',
  },
  {
    name: 'Canalside Paddle & Pedal',
    category: 'Entertainment',
    address: '44 Prime St, Buffalo, NY 14202',
    phone: '(716) 555-0116',
    website: 'https://canalsidepaddle.example',
    email: 'hello@canalsidepaddle.example',
    description:
      'Kayak, paddleboard and quadricycle rentals on the waterfront at Canalside. Guided sunset paddles along the Buffalo River past the grain elevators run on weekends.',
  },
  {
    name: 'Allentown Movement Studio',
    category: 'Health & Wellness',
    address: '220 Allen St, Buffalo, NY 14201',
    phone: '(716) 555-0117',
    website: 'https://allentownmovement.example',
    email: 'hello@allentownmovement.example',
    description:
      'Yoga, Pilates and dance fitness in a sunny second-floor studio in the heart of Allentown. Sliding-scale community classes run every Sunday morning.',
  },
  {
    name: 'Niagara Street Tire & Brake',
    category: 'Automotive',
    address: '1700 Niagara St, Buffalo, NY 14207',
    phone: '(716) 555-0118',
    website: 'https://niagarastreettire.example',
    email: 'hello@niagarastreettire.example',
    description:
      'Tires, brakes, alignments and snow-tire swaps for Buffalo drivers, with honest quotes and quick turnaround. Mechanics speak English, Spanish and Arabic.',
  },
];

const events: DemoEvent[] = [
  {
    title: 'Elmwood Village Porch Concert Series',
    description:
      'Neighbors open their porches to local bands for an afternoon of folk, jazz and bluegrass along Elmwood Avenue. Free, bring a lawn chair.',
    inDays: 'saturday',
    time: '1:00 PM - 5:00 PM',
    location: 'Elmwood Avenue between Bidwell and Lafayette',
    priceCents: 0,
    category: 'music',
  },
  {
    title: 'Canalside Craft Beer and Wing Tasting',
    description:
      'Sample small-batch beers from a dozen Western New York breweries alongside wings from local kitchens, with a vote for the best sauce.',
    inDays: 'sunday',
    time: '2:00 PM - 6:00 PM',
    location: 'Canalside, 44 Prime St',
    priceCents: 3500,
    category: 'food',
  },
  {
    title: 'Pierogi Pinching Workshop',
    description:
      'Learn to roll, fill and pinch pierogi with vendors from the Broadway Market, then take a dozen home. All ingredients and aprons are provided.',
    inDays: 2,
    time: '10:00 AM - 1:00 PM',
    location: 'Broadway Market, 999 Broadway',
    priceCents: 2500,
    category: 'food',
  },
  {
    title: 'Guided Bird Walk at Tifft Nature Preserve',
    description:
      'A naturalist-led walk along the marsh boardwalks and new pollinator meadows, looking for herons, warblers and migrating waterfowl. Binoculars are available to borrow.',
    inDays: 9,
    time: '8:00 AM',
    location: 'Tifft Nature Preserve, 1200 Fuhrmann Blvd',
    priceCents: 0,
    category: 'outdoors',
  },
  {
    title: 'Larkinville Makers Night Market',
    description:
      'Woodworkers, printmakers, bakers and hot sauce makers sell their work under the string lights, with live music and food trucks. Free to attend.',
    inDays: 15,
    time: '5:00 PM - 9:00 PM',
    location: 'Larkin Square, 745 Seneca St',
    priceCents: 0,
    category: 'food',
  },
  {
    title: 'Poetry Among the Grain Elevators',
    description:
      'An evening of readings by local poets in the shadow of the silos, followed by an open mic. Bring a blanket and a warm jacket.',
    inDays: 21,
    time: '7:00 PM',
    location: 'Silo City, 85 Silo City Row',
    priceCents: 500,
    category: 'arts',
  },
  {
    title: 'Delaware Park Community Run & Walk',
    description:
      'A friendly 5K loop around Delaware Park for runners, walkers and strollers, with refreshments at the finish. Proceeds support youth sports programs on the East Side.',
    inDays: 29,
    time: '9:00 AM',
    location: 'Delaware Park, start near the Marcy Casino at Hoyt Lake',
    priceCents: 2000,
    category: 'sports',
  },
  {
    title: 'Buffalo River Cleanup Paddle',
    description:
      'Join volunteers in kayaks and on shore to pull litter from the Buffalo River. Loaner boats and life jackets are available for registered volunteers.',
    inDays: 38,
    time: '9:00 AM - 12:00 PM',
    location: 'Mutual Riverfront Park, 41 Hamburg St',
    priceCents: 0,
    category: 'community',
  },
];

const spotlights: DemoSpotlight[] = [
  {
    type: 'local_hero',
    title: 'The Neighbor Who Clears Forty Sidewalks After Every Storm',
    featureName: 'Ray Sullivan',
    description:
      'When lake-effect snow buries South Buffalo, Ray Sullivan and his snowblower are out before the plows — clearing walks for neighbors who cannot.',
    content: paragraphs(
      `Ray Sullivan, a retired city bus driver, bought a second-hand snowblower fifteen years ago to clear his own driveway on Abbott Road. Then he noticed that the elderly widow next door was shoveling her walk by hand. So he did hers, and then the next house, and then the one after that.`,
      `Today, after every storm, Sullivan clears the sidewalks of about forty homes on his street and the blocks around it, starting before dawn so neighbors can get to work and church. He refuses payment, though neighbors leave thermoses of coffee and plates of cookies on their porches.`,
      `"That's Buffalo," he says. "When it snows, you help whoever is next to you. I just have a bigger machine than most."`,
    ),
  },
  {
    type: 'small_business',
    title: 'Keeping the Hardware Store on Hertel',
    featureName: 'Hertel Hardware & Supply',
    description:
      'A forty-year-old North Buffalo hardware store that passed from its founders to the clerk who has worked there since high school.',
    content: paragraphs(
      `Hertel Hardware & Supply has kept North Buffalo's old houses standing since 1985, with paint, plumbing parts and patient advice. When the founders retired, they sold the store to Danny Mercado, who started at the key-cutting machine as a teenager.`,
      `Mercado is adding a neighborhood tool library and weekend repair workshops for first-time homeowners. "A hardware store is a place where people come with a problem," he says. "We want them to leave with a solution and a little more confidence."`,
    ),
  },
  {
    type: 'artist_feature',
    title: 'Printing Buffalo, One Letter at a Time',
    featureName: 'Renata Kowalczyk',
    description:
      "Letterpress artist Renata Kowalczyk prints posters of Buffalo's neighborhoods on antique presses in her Larkinville studio.",
    content: paragraphs(
      `Renata Kowalczyk found her first printing press in a barn in Wyoming County, rusted and missing half its parts. She spent a year restoring it, and today it is the heart of her studio on the Larkinville Makers Floor, alongside two other presses she has rescued since.`,
      `Her best-known work is a series of posters celebrating Buffalo's neighborhoods — Polonia, Black Rock, the Fruit Belt, Kaisertown — each set by hand in wood type and printed in small editions. She researches every neighborhood through library archives and long conversations with residents.`,
      `Kowalczyk also teaches beginner letterpress classes and runs a free printing night for high school students. "Every letter is a piece of metal or wood you have to place yourself," she says. "It slows you down enough to think about what you're saying."`,
    ),
  },
  {
    type: 'community_leader',
    title: 'Building a Block Club Movement on the East Side',
    featureName: 'Denise Whitfield',
    description:
      'Denise Whitfield has helped neighbors start more than thirty block clubs around Martin Luther King Jr. Park.',
    content: paragraphs(
      `Denise Whitfield started her first block club on her own street near Martin Luther King Jr. Park in 2014, after a vacant house on the corner caught fire. She knocked on every door, and within a month, neighbors were meeting in her living room to plan cleanups and call the city about problem properties.`,
      `Since then she has coached residents across the East Side to start more than thirty block clubs of their own. Together they have organized community gardens, back-to-school drives and summer cookouts in the park, and pushed for new streetlights along Fillmore Avenue.`,
      `"Nobody is coming to save a neighborhood," Whitfield says. "The neighbors are the ones who save it. My job is just to get them in the same room."`,
    ),
  },
];

export const buffalo: CityContent = { articles, businesses, events, spotlights };
