import type { CityContent, DemoArticle, DemoBusiness, DemoEvent, DemoSpotlight } from './types';

/** Paragraphs are kept as separate strings so each reads on its own; the seed stores them joined by blank lines. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

/** Charlotte's demo magazine: the people and businesses are invented, the places are real. */
const articles: DemoArticle[] = [
  {
    title: 'South End Neighbors Push for Safer Rail Trail Crossings After a Summer of Close Calls',
    excerpt:
      'More than two hundred people filled a South End church hall to ask for raised crosswalks and brighter lighting where the Rail Trail meets busy streets. City staff promised a crossing study before spring.',
    content: paragraphs(
      "The folding chairs ran out twenty minutes before Tuesday's meeting began. By the time the first speaker reached the microphone, people were standing along the back wall of the fellowship hall off Camden Road, many still in running shoes, a few holding bike helmets, all there to talk about the same few hundred feet of pavement.",
      "The Rail Trail has become South End's front porch. On a warm evening it carries strollers, scooters, dog walkers and commuters heading home from the Lynx Blue Line, and the crowds have grown with every new apartment tower along South Boulevard. Where the trail crosses streets such as Tremont Avenue and Bland Street, residents say, drivers have not caught up with how many people are now on foot.",
      '"I stand at that crossing with my daughter every morning and count the cars that don\'t stop," said Renee Calloway, who lives in a townhouse near the East/West Boulevard station. "Last week it was eleven." Others described near misses with delivery vans and rideshare drivers looking at their phones. Several cyclists said they now dismount and walk across rather than trust a green light.',
      'The requests were specific: raised crosswalks that slow cars without a sign, rapid-flashing beacons at the busiest crossings, and brighter, warmer lighting along the darkest stretch between Bland Street and New Bern. A group of parents from nearby schools also asked for a crossing guard during the morning rush.',
      "A transportation planner at the meeting said the city would begin counting people and cars at six crossings next month and publish a study with recommendations before spring. Neighbors said they would hold the city to it. The South End residents' group that organized the evening plans a follow-up walk of every crossing on a Saturday morning in November, and invites anyone who uses the trail to come along and point out the spots that scare them.",
    ),
    author: 'Dana Whitfield',
    category: 'News',
    daysAgo: 1,
    featured: true,
  },
  {
    title: 'After 31 Years on Central Avenue, a Plaza Midwood Hardware Store Passes to Its Longtime Clerk',
    excerpt:
      'Midwood Hardware & Key has cut spare keys and mixed paint for three decades of Plaza Midwood renovations. Its founder is retiring, and the clerk who has worked the counter since 2009 is taking over.',
    content: paragraphs(
      'If you have owned a bungalow in Plaza Midwood, you have probably stood at the back counter of Midwood Hardware & Key with a broken part in your hand and a hopeful look on your face. For thirty-one years, Walt Pruitt has been the man on the other side of that counter, squinting at the part and then walking, without hesitation, to the one drawer in the store that holds its replacement.',
      'This month Pruitt is handing over the keys, literally, to Marisol Ibarra, who started at the store as a part-time cashier while studying at Central Piedmont Community College and never really left. "She knows the drawers better than I do now," Pruitt said. "She just lets me pretend."',
      "The store has outlasted a great deal of change on Central Avenue. Pruitt opened it when the neighborhood's old houses were cheap and needed everything, and he built a loyal following by selling a single screw when a customer needed a single screw. Big-box stores arrived on Independence Boulevard, then online shopping, and the shop kept going on the strength of advice that no website gives away.",
      'Ibarra says she does not plan to change much. She will add a small tool library for neighbors who need a tile saw for one weekend, stretch Saturday hours to 6 PM, and finally put the inventory on a computer, which Pruitt resisted for three decades. The hand-lettered sign above the key machine, which reads "We will find it," stays.',
      "A farewell cookout for Pruitt is planned in the store's side lot on the last Saturday of the month. He says he will still come in on Tuesdays, mostly to drink the coffee.",
    ),
    author: 'Jerome Ashby',
    category: 'Local Business',
    daysAgo: 4,
  },
  {
    title: 'The Pupusa Window on Central Avenue That Has East Charlotte Lining Up Before 8 AM',
    excerpt:
      'La Ventanita sells one thing from a walk-up window on Central Avenue, and sells out most days by early afternoon. Here is why regulars set their alarms.',
    content: paragraphs(
      'East of Eastway Drive, Central Avenue becomes one of the most varied stretches of road in Charlotte: Vietnamese pho houses, Salvadoran bakeries, Ethiopian groceries and Mexican tiendas share strip-mall parking lots and a steady stream of buses. Among them is a small white window cut into the side of a former tax-preparation office, with a line outside it every morning before the sun clears the rooftops.',
      'La Ventanita is run by Ana Lucía Portillo and her son Ernesto, who moved to Charlotte from San Miguel, El Salvador, in 2004. They make pupusas, the thick stuffed corn cakes of Salvadoran home cooking, and almost nothing else. Revuelta, filled with pork, beans and cheese, is the bestseller; the loroco and cheese, with the green buds of a flowering vine, is the one regulars insist newcomers try.',
      'Each pupusa is patted by hand and cooked on a flat griddle, then handed out in paper with a cup of curtido, the vinegary cabbage slaw, and a mild tomato salsa. At three dollars each, a filling breakfast costs less than a fancy coffee in South End. Construction crews, nurses coming off night shifts and parents on the school run make up most of the morning crowd.',
      'The Portillos started by selling from a cooler at church festivals, then from a folding table at weekend markets, before renting the window two years ago. "People told us a window was too small," Ernesto said. "But a window means my mother can talk to every customer. That is half of why they come."',
      "La Ventanita opens at 7 AM Tuesday through Sunday and closes when the masa runs out, usually around 1 PM. Cash and cards are both accepted, and large orders for parties need two days' notice.",
    ),
    author: 'Priya Raman',
    category: 'Food & Dining',
    daysAgo: 6,
  },
  {
    title: 'Volunteers Pull Three Tons of Trash From Little Sugar Creek in a Single Saturday',
    excerpt:
      'Four hundred volunteers waded into Little Sugar Creek from Midtown to Freedom Park. They found shopping carts, tires, a porch swing and a lot of plastic.',
    content: paragraphs(
      'Little Sugar Creek spent much of the last century hidden under parking lots and lined with concrete. Over the past two decades the county has pulled it back into daylight, and today the greenway along its banks is one of the most used paths in Charlotte. Last Saturday, some of the people who walk it every day came back in waders and gloves to give something back.',
      'About four hundred volunteers spread out in teams along the creek between the Metropolitan in Midtown and Freedom Park, working the banks and the shallow water from 8 AM until noon. By the end of the morning they had filled two roll-off containers with what organizers estimated at three tons of debris, most of it washed down from storm drains after summer downpours.',
      "The haul was a catalog of city life: plastic bottles by the thousand, foam cups, a dozen shopping carts, car tires, a traffic cone, a child's bicycle and, to general amazement, a wooden porch swing still attached to its chains. A team of students from Queens University catalogd every piece of plastic they pulled out to share with a water quality project.",
      '"People think of a creek as something that belongs to the park," said Tamsin Greer, who coordinates the cleanup for a volunteer group of greenway neighbors. "But every street in Dilworth, Elizabeth and Myers Park drains into this water. The trash starts in our gutters." The group is asking residents to keep storm drains on their streets clear of leaves and litter this fall.',
      'The next cleanup is scheduled for spring. In the meantime, the group runs a smaller monthly session on the first Saturday of each month, starting at the Freedom Park footbridge, and provides gloves, grabbers and bags for anyone who turns up.',
    ),
    author: 'Owen Castellano',
    category: 'Environment',
    daysAgo: 9,
  },
  {
    title: 'In Historic West End, a Porch Library on Beatties Ford Road Becomes a Neighborhood Crossroads',
    excerpt:
      "What began as a bookshelf on one retired teacher's porch has grown into a network of eleven little libraries across Historic West End, with a summer reading club to match.",
    content: paragraphs(
      'Gwendolyn Pryor taught fourth grade for thirty-four years, and when she retired she found she could not stop handing children books. So she built a waterproof shelf on her front porch a few blocks off Beatties Ford Road, filled it from her own collection, and put up a sign: Take one, bring one, or just sit a while.',
      'Three years later, the porch library has ten siblings. Neighbors in Washington Heights, Biddleville and Lincoln Heights have built their own shelves, most painted by children who use them, and a hand-drawn map taped inside each one shows where to find the others. Students from Johnson C. Smith University restock them on Saturdays with donated books sorted by age.',
      'The shelves lean toward the stories Pryor wished she had found more of in her classroom: picture books with Black children on the cover, histories of the West End and its churches, novels by North Carolina writers. "A child should be able to walk down their own street and find themselves in a book," she said.',
      "This summer the network ran its first reading club. Sixty-two children logged their books on cards kept in a coffee can on Pryor's porch, and every ten books earned a scoop at a neighborhood ice cream social held at the end of August in Five Points Plaza. Several parents joined in and started logging their own reading.",
      'Pryor says the libraries need two things: sturdy adult volunteers to build more shelves before winter, and more chapter books for readers aged nine to twelve, which disappear fastest. Donations can be left on any of the porches, in a dry bag if rain is forecast.',
    ),
    author: 'Camille Honeycutt',
    category: 'Community',
    daysAgo: 12,
  },
  {
    title: 'An East Charlotte Robotics Team Built Its Robot in a Borrowed Garage. Now It Is Going to Nationals',
    excerpt:
      'Nine teenagers, one retired engineer and a garage off Albemarle Road produced the robot that won the regional championship. The team is raising money for the trip.',
    content: paragraphs(
      'The garage belongs to Harold Nwosu, a retired Duke Energy engineer who lives off Albemarle Road, and for most of the past year his car has lived in the driveway. Inside, nine teenagers from three east Charlotte high schools have been building, breaking and rebuilding a robot that last month beat forty-one other teams to win the regional championship.',
      'The team, which calls itself the Eastland Gearheads after the mall site near where several members grew up, started with secondhand parts and a laptop donated by a parent. Their robot is designed to pick up and stack foam rings, and the students wrote every line of its code themselves, mostly on weeknights after basketball practice and part-time jobs.',
      '"Nobody handed us anything, so we had to understand all of it," said Kiara Mendoza, 17, the team\'s lead programr, who plans to study computer engineering at UNC Charlotte. Team captain Darnell Pugh, 16, handles the mechanical design and, according to his teammates, the worrying.',
      'Nwosu says his role is mostly to keep them safe around the drill press and ask awkward questions. "I tell them that in real engineering, the first version never works," he said. "They took that very seriously. They are on version fourteen."',
      'The national championship takes place next spring, and the team needs to raise about $9,000 for travel, registration and spare parts. They are holding a car wash and bake sale at a church on Central Avenue in two weeks, and local businesses can sponsor a panel on the robot, which the students promise to paint very neatly.',
    ),
    author: 'Marcus Tillman',
    category: 'Youth',
    daysAgo: 15,
  },
  {
    title: 'A Beginners Paddling Club Is Getting Charlotteans Onto the Catawba River',
    excerpt:
      'Most members had never held a paddle before joining. Two seasons in, the club has taught more than three hundred people to kayak on the Catawba.',
    content: paragraphs(
      'On a Sunday morning in early fall, the water below the U.S. National Whitewater Center is flat, brown and busy with herons. It is also full of slightly nervous adults in borrowed kayaks, wobbling, laughing and gradually getting the hang of it. This is the Catawba Flatwater Club, and it exists for people who have always meant to try paddling but never knew where to start.',
      'The club was founded two years ago by Lena Sorensen and Jamal Greene, two friends who met in a swim class for adults at a YMCA in east Charlotte. Neither grew up near water. "We kept hearing that Charlotte has this river and these lakes," Greene said, "and we didn\'t know a single person who actually went out on them."',
      'Members pay a small yearly fee that covers shared boats, paddles and life jackets, stored in a rented trailer. Every outing starts with a safety talk on dry land and a few minutes of practice in knee-deep water. After that, groups paddle a gentle stretch of the river at the pace of the slowest boat, with experienced members watching from the back.',
      'The club has grown by word of mouth to more than three hundred members, many of them transplants to the city looking for a way to meet people who are not co-workers. Summer trips now go to Mountain Island Lake and, for the braver members, the calmer sections of the Catawba further south.',
      "The season runs until the end of October. Newcomers can sign up for a free beginners' morning, with all equipment provided; the only requirements are being able to swim a short distance and being willing to get wet.",
    ),
    author: 'Tyler Vance',
    category: 'Sports & Recreation',
    daysAgo: 19,
  },
  {
    title: 'Open Studio Night at Camp North End Fills the Old Ford Plant With Painters, Potters and Crowds',
    excerpt:
      'Forty artists opened their studio doors inside the former assembly plant on Statesville Avenue, and nearly three thousand visitors came to look, ask questions and buy.',
    content: paragraphs(
      'A century ago, Model Ts rolled off an assembly line in the long brick buildings north of Uptown. On Friday night the same buildings were crowded with people holding paper cups of cider, peering at half-finished canvases and watching a glassblower turn a glowing lump into a vase.',
      "Camp North End's fall open studio night brought together forty artists who rent workspace on the site, along with a dozen guests from NoDa and the West End. Visitors wandered from painters to printmakers, a ceramics studio with its kiln roaring, a letterpress shop printing custom postcards on the spot, and a textile artist weaving on a loom older than the building's last tenant.",
      'For many of the artists, the evening is the most important of the year. "People see a painting online and think it\'s a picture," said Odessa Marlowe, who paints large, bright canvases of Charlotte\'s vanishing mill houses. "When they come here and see the size of it, and the mess of the studio, they understand it\'s a thing someone made with their hands." She sold four paintings before 9 PM.',
      "Families took over the central courtyard, where children painted a long roll of paper that will be hung in one of the site's corridors. A food truck selling Korean fried chicken ran out by 8:30, and a string band from Gastonia played on the loading dock until the last visitors drifted toward the parking lot.",
      "The next open studio night is planned for the spring. Several artists also welcome visitors by appointment, and a printed map of the studios is available at the site's information desk.",
    ),
    author: 'Sabrina Okafor',
    category: 'Arts & Culture',
    daysAgo: 22,
  },
  {
    title: 'Gold Line Riders Share What Works, and What Does Not, on the Streetcar Through Uptown',
    excerpt:
      'We rode the CityLynx Gold Line end to end for a week and talked to the nurses, students and shift workers who use it every day. Their verdict: useful, frequent enough, and too easy to get stuck behind.',
    content: paragraphs(
      'The Gold Line streetcar runs from French Street in the Historic West End, through Uptown along Trade Street, and out along Elizabeth Avenue to Sunnyside Avenue. It is free to ride, and for the people who live and work along it, that alone makes it worth talking about. Over a week of morning and evening trips, we asked riders what they would tell the city if they had its ear.',
      'The most common praise was simple: it goes where they need to go. Nurses heading to the hospital campus in Elizabeth said the streetcar saves them the cost and stress of parking. Students at Johnson C. Smith University use it to reach jobs in Uptown. "I used to walk forty minutes in the heat," said Tasha Morrow, who works at a hotel on Trade Street. "Now I read a chapter of my book instead."',
      'The most common complaint was just as simple. Because the streetcar shares lanes with traffic through much of its route, a single delivery truck or a car parked too far from the curb can stop it dead. Several riders described waiting ten minutes behind a double-parked vehicle on Trade Street while the driver sounded the bell, politely, again and again.',
      'Riders also asked for better shelter at stops in the West End, where summer afternoons are brutal, and for real-time arrival signs at every stop rather than only some. A few regulars simply wanted more people to know the service exists. "Half my neighbors think it\'s a tourist ride," said one retiree who uses it for his weekly shopping.',
      "The city's transit agency is holding public listening sessions on its bus and streetcar network over the coming months. Dates are posted at the Charlotte Transportation Center and on the agency's notices at Gold Line stops.",
    ),
    author: 'Dana Whitfield',
    category: 'News',
    daysAgo: 27,
  },
  {
    title: "The Cheerwine Pound Cake at This Dilworth Bakery Is the Dessert Charlotte Didn't Know It Needed",
    excerpt:
      "Latta Street Bakehouse bakes North Carolina's favorite cherry soda into a dense, rosy pound cake. It sells out by noon on Saturdays.",
    content: paragraphs(
      'There is a particular kind of North Carolina dessert that lives at church suppers and family reunions: a pound cake baked in a tube pan, crackly on top, heavy enough to hold a door open. At Latta Street Bakehouse on East Boulevard, owner Bettina Loveless has given it a local twist by baking Cheerwine, the cherry soda that has come out of Salisbury since 1917, right into the batter.',
      'The result is a cake with a faint pink crumb, a glaze that tastes like a fizzy cherry, and a following that surprised even its baker. "I made it as a joke for my cousin\'s birthday," Loveless said. "Then people kept asking for it at the counter, and I\'m not someone who says no to people asking for cake."',
      'The bakehouse sits in a converted brick storefront a short walk from Latta Park, and its morning crowd is a snapshot of Dilworth: joggers fresh from the park, parents with strollers, retirees with newspapers. Beyond the pound cake, the case holds buttermilk biscuits, sweet potato hand pies, and a chess pie with a top that crackles like sugar glass.',
      "Loveless learned to bake from her grandmother in Rock Hill, and she still uses the family's recipe cards, now laminated and clipped to a wire above the mixer. She bakes every pound cake herself, starting at 4 AM, which limits how many she can make. On Saturdays, the line begins at opening and the cakes are usually gone by noon.",
      "Whole cakes can be ordered with three days' notice. Slices are sold by the piece from Wednesday to Sunday, and a small sign by the register lists which day's cake is still warm.",
    ),
    author: 'Priya Raman',
    category: 'Food & Dining',
    daysAgo: 33,
  },
  {
    title: "A Bookshop Grows in NoDa: How a Mill Worker's Cottage Became a Reading Room",
    excerpt:
      "Mill Village Books fills a century-old cottage on North Davidson Street with used and new books, armchairs and a resident cat. Its owners want it to feel like a neighbor's living room.",
    content: paragraphs(
      "The cottages along North Davidson Street were built for the families who worked in the textile mills that gave NoDa its start. Most have since become galleries, bars and restaurants. One of them, painted a deep green with a porch full of rocking chairs, has become the neighborhood's favorite place to lose an afternoon.",
      'Mill Village Books was opened three years ago by Eliza and Tom Hargrove, a former school librarian and a former software tester who wanted to do something, in Tom\'s words, "with a door that people walk through." The rooms of the cottage have each become a section: fiction in the old front parlor, history and Carolina writers in what was a bedroom, children\'s books in the kitchen, where the old cabinets now hold board books.',
      'Most of the stock is used, bought from neighbors, estate sales and library sales across the Piedmont, with a smaller table of new releases chosen by the staff. Prices are pencilled inside the cover, and there is a standing rule that any child who reads a whole book in one of the armchairs gets to take it home for free.',
      "The shop has become a gathering spot for NoDa's writers and readers. Poets hold a reading on the porch on the second Thursday of the month, a book club meets in the back room, and the Hargroves keep a shelf for local authors, many of whom have nowhere else to sell their work. A gray cat named Ledger, adopted from a county shelter, sleeps on whichever book is most expensive.",
      "Mill Village Books is a five-minute walk from the 36th Street station on the Lynx Blue Line. It buys used books on weekday mornings and is open until 8 PM on Fridays, when NoDa's gallery crawl brings a crowd up the street.",
    ),
    author: 'Jerome Ashby',
    category: 'Local Business',
    daysAgo: 41,
  },
  {
    title: 'The Murals of NoDa, Block by Block: A Walking Guide',
    excerpt:
      "From 36th Street to the Rail Yard, NoDa's walls hold some of the city's best public art. We walked the neighborhood with a local painter to pick out the pieces worth stopping for.",
    content: paragraphs(
      "NoDa calls itself Charlotte's arts district, and it earns the title most visibly on its walls. Murals cover the sides of brick warehouses, corrugated metal fences and the backs of music venues, some commissioned, some painted at festivals, and a few that simply appeared one morning. They change often enough that even longtime residents find something new on a walk.",
      'Start at the corner of North Davidson and 36th Street, where the old mill buildings cluster around the crossroads. Look for the long mural of a streetcar passing mill houses, painted by a collective of neighborhood artists to honor the families who lived here when the mills were running. The details reward a close look: a child on a porch step, laundry on a line, a dog chasing the car.',
      'Walk north along North Davidson and turn onto the side streets toward the Blue Line. The walls here are bolder and more recent. Teo Villanueva, who painted several of them, pointed out a giant blue heron on the side of a brewery, which he made as a nod to the birds that still hunt along Little Sugar Creek a few miles away. "I wanted to paint something that was here before any of us," he said.',
      "Near the rail line, the fences are covered in a rotating gallery of shorter-lived work: portraits, lettering, cartoon characters and political messages that may be painted over within weeks. Artists say this is part of the point. The neighborhood's art is meant to move, like the people who come here to make it.",
      'The whole walk takes about an hour at an easy pace. It is best done in the late afternoon, when the light hits the east-facing walls, and it ends conveniently close to several places to sit down and argue about your favorite.',
    ),
    author: 'Sabrina Okafor',
    category: 'Arts & Culture',
    daysAgo: 50,
  },
];

const businesses: DemoBusiness[] = [
  {
    name: 'Latta Street Bakehouse',
    category: 'Food & Dining',
    address: '1520 East Boulevard, Charlotte, NC 28203',
    phone: '(704) 555-0131',
    website: 'https://latta-street-bakehouse.example',
    email: 'hello@latta-street-bakehouse.example',
    description:
      "A Dilworth bakery in a brick storefront near Latta Park, known for its Cheerwine pound cake, buttermilk biscuits and chess pie. Everything is baked from family recipe cards before dawn, and whole cakes can be ordered with three days' notice.",
  },
  {
    name: 'La Ventanita Pupuseria',
    category: 'Food & Dining',
    address: '4620 Central Avenue, Charlotte, NC 28205',
    phone: '(704) 555-0147',
    website: 'https://la-ventanita.example',
    email: 'hello@la-ventanita.example',
    description:
      'A family-run walk-up window on east Central Avenue serving hand-patted Salvadoran pupusas with curtido and salsa. Open from 7 AM until the masa runs out, Tuesday through Sunday.',
  },
  {
    name: 'Mill Village Books',
    category: 'Retail',
    address: '3219 North Davidson Street, Charlotte, NC 28205',
    phone: '(704) 555-0112',
    website: 'https://mill-village-books.example',
    email: 'hello@mill-village-books.example',
    description:
      'Used and new books in a century-old NoDa mill cottage, with a room for every section and armchairs in each. Poetry readings on the porch every second Thursday, and used books bought on weekday mornings.',
  },
  {
    name: 'Midwood Hardware & Key',
    category: 'Retail',
    address: '1325 Central Avenue, Charlotte, NC 28205',
    phone: '(704) 555-0165',
    website: 'https://midwood-hardware.example',
    email: 'hello@midwood-hardware.example',
    description:
      'A neighborhood hardware store in Plaza Midwood since the early nineties: keys cut while you wait, paint mixed to match, and single screws sold one at a time. A new tool library lends tile saws and ladders by the weekend.',
  },
  {
    name: 'Queen City Bike Works',
    category: 'Services',
    address: '2010 South Boulevard, Charlotte, NC 28203',
    phone: '(704) 555-0178',
    website: 'https://queen-city-bike-works.example',
    email: 'hello@queen-city-bike-works.example',
    description:
      'A repair shop steps from the Rail Trail in South End, fixing commuter bikes, cargo bikes and e-bikes, usually the same day. Free flat-repair clinics on the first Monday evening of every month.',
  },
  {
    name: 'Camden Road Listening Room',
    category: 'Entertainment',
    address: '1315 Camden Road, Charlotte, NC 28203',
    phone: '(704) 555-0190',
    website: 'https://camden-road-listening-room.example',
    email: 'hello@camden-road-listening-room.example',
    description:
      'A 120-seat South End room for songwriters, jazz trios and string bands, where the rule is to listen while the music plays. Shows most nights from Wednesday to Sunday, with an open mic on Tuesdays.',
  },
  {
    name: 'Sugar Creek Yoga Collective',
    category: 'Health & Wellness',
    address: '1235 East Boulevard, Charlotte, NC 28203',
    phone: '(704) 555-0124',
    website: 'https://sugar-creek-yoga.example',
    email: 'hello@sugar-creek-yoga.example',
    description:
      'A teacher-owned studio in Dilworth offering gentle, flow and chair yoga, with pay-what-you-can community classes every Sunday. In warm months, morning classes move outdoors to Freedom Park.',
  },
  {
    name: 'Westside Auto & Tire',
    category: 'Automotive',
    address: '2400 Freedom Drive, Charlotte, NC 28208',
    phone: '(704) 555-0153',
    website: 'https://westside-auto-tire.example',
    email: 'hello@westside-auto-tire.example',
    description:
      'A family-owned garage on Freedom Drive handling brakes, tires, inspections and diagnostics for west Charlotte drivers. Estimates are given in writing before any work starts, and the waiting room has good coffee.',
  },
];

const events: DemoEvent[] = [
  {
    title: 'Rail Trail Lantern Walk',
    description:
      'Bring a lantern, or make one at the craft table, and walk the Rail Trail from Camden Road to the Bland Street station with neighbors and a brass band. Families and leashed dogs are welcome.',
    inDays: 3,
    time: '7:00 PM',
    location: 'Charlotte Rail Trail at Camden Road, South End',
    priceCents: 0,
    category: 'family',
  },
  {
    title: 'Little Sugar Creek Monthly Cleanup',
    description:
      'Help clear litter from the banks of Little Sugar Creek before fall storms wash it downstream. Gloves, grabbers and bags are provided; wear shoes that can get muddy.',
    inDays: 6,
    time: '9:00 AM - 12:00 PM',
    location: 'Freedom Park, 1900 East Boulevard',
    priceCents: 0,
    category: 'community',
  },
  {
    title: 'Open Studio Night at Camp North End',
    description:
      'Forty artists open their studios inside the former Ford assembly plant, with live demonstrations of glassblowing, letterpress and pottery. Free entry, with food trucks in the courtyard.',
    inDays: 10,
    time: '6:00 PM - 10:00 PM',
    location: 'Camp North End, 300 Camp Road',
    priceCents: 0,
    category: 'arts',
  },
  {
    title: 'Historic West End Porch Music Afternoon',
    description:
      'Gospel choirs, jazz players and student bands from Johnson C. Smith University perform on the plaza through the afternoon. Bring a folding chair and something to share at the potluck table.',
    inDays: 15,
    time: '2:00 PM - 7:00 PM',
    location: 'Five Points Plaza, West Trade Street and Beatties Ford Road',
    priceCents: 1000,
    category: 'music',
  },
  {
    title: 'Beginner Paddle Morning on the Catawba',
    description:
      'A free introduction to flatwater kayaking, with boats, paddles and life jackets provided and experienced paddlers on the water. Participants must be able to swim a short distance.',
    inDays: 21,
    time: '8:30 AM - 12:30 PM',
    location: 'U.S. National Whitewater Center, 5000 Whitewater Center Parkway',
    priceCents: 3500,
    category: 'outdoors',
  },
  {
    title: 'Elizabeth Avenue Sidewalk Sale',
    description:
      'Shops along Elizabeth Avenue bring their tables outside for a day of bargains, live music and lemonade stands run by neighborhood kids. The Gold Line streetcar stops right on the avenue.',
    inDays: 33,
    time: '10:00 AM - 4:00 PM',
    location: 'Elizabeth Avenue between Hawthorne Lane and Charlottetowne Avenue',
    priceCents: 0,
    category: 'community',
  },
];

const spotlights: DemoSpotlight[] = [
  {
    type: 'local_hero',
    title: 'The Crossing Guard Who Knows Every Name on Parkwood Avenue',
    featureName: 'Loretta Banks',
    description:
      "For nineteen years, Loretta Banks has walked Optimist Park's children across Parkwood Avenue, and she has never missed a school day for rain.",
    content: paragraphs(
      'Every school morning at 7:10, Loretta Banks takes her place at the corner of Parkwood Avenue with a bright vest, a stop sign and a thermos of coffee. She greets every child by name, asks about spelling tests and lost teeth, and holds up traffic with the calm authority of someone who has done it more than three thousand times.',
      'Parents say Banks is the first to notice when something is wrong: a child who seems hungry, a coat that is too thin for December, a family that has stopped showing up. She keeps a bag of spare gloves and granola bars in her car, and more than one family has found help through a quiet word she passed to a teacher.',
      '"I just like to see them get where they\'re going," she said, when asked why she has stayed so long. Neighbors nominated her for this spotlight with a petition signed by more than two hundred people, several of them grown-ups she once walked across the same street.',
    ),
  },
  {
    type: 'small_business',
    title: 'Midwood Hardware & Key: Thirty-One Years of Spare Keys and Good Advice',
    featureName: 'Midwood Hardware & Key',
    description:
      'A Central Avenue hardware store that has helped three decades of Plaza Midwood homeowners fix what they have, now under new ownership by its longtime clerk.',
    content: paragraphs(
      "Midwood Hardware & Key opened when Plaza Midwood's bungalows were cheap, tired and in need of nearly everything. Its founder built a loyal following by selling exactly what people needed, down to a single hinge pin, and by explaining how to use it.",
      'The store is now run by Marisol Ibarra, who started as a part-time cashier and knows the contents of every drawer. She is adding a weekend tool library and longer Saturday hours while keeping the hand-lettered sign above the key machine that promises, "We will find it."',
    ),
  },
  {
    type: 'artist_feature',
    title: "Painting NoDa's Walls, One Neighbor's Story at a Time",
    featureName: 'Teo Villanueva',
    description:
      'Muralist Teo Villanueva has painted eleven walls in NoDa and Plaza Midwood, each one built around a story a neighbor told him.',
    content: paragraphs(
      'Teo Villanueva does not start a mural with a sketch. He starts with a conversation, usually on a porch or at a bus stop near the wall he has been asked to paint. He asks people what they remember about the street, what they have lost, and what they would like to see every morning on the way to work.',
      'His giant blue heron on the side of a NoDa brewery came from an older neighbor who remembered fishing in Little Sugar Creek as a boy. A mural of dancing grandparents on Central Avenue came from a Vietnamese family who run a bakery across the street. The faces in his work are often real, painted with permission, and their owners tend to visit.',
      'Villanueva grew up in east Charlotte and studied illustration before turning to walls. He teaches a free weekend mural class for teenagers and is currently looking for his next wall, preferably, he says, one with a good story already attached.',
    ),
  },
  {
    type: 'community_leader',
    title: 'Building a Porch Library Network Across Historic West End',
    featureName: 'Gwendolyn Pryor',
    description:
      'A retired fourth-grade teacher turned one bookshelf on her porch into eleven little libraries and a summer reading club for the children of Historic West End.',
    content: paragraphs(
      'When Gwendolyn Pryor retired after thirty-four years of teaching, she put a weatherproof bookshelf on her porch near Beatties Ford Road and filled it with books she wished her students had been able to find. Three years later, neighbors have built ten more, and students from Johnson C. Smith University keep them stocked.',
      'This summer Pryor launched a reading club that signed up sixty-two children and ended with an ice cream social in Five Points Plaza. She is now recruiting builders for new shelves and collecting chapter books for older readers. "Every child should find themselves on their own street," she says, "and in a book."',
    ),
  },
];

export const charlotte: CityContent = { articles, businesses, events, spotlights };
