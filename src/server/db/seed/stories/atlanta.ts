import type { CityContent, DemoArticle, DemoBusiness, DemoEvent, DemoSpotlight } from './types';

/** Paragraphs are kept as separate strings so each reads on its own; the seed stores them joined by blank lines. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

/** Atlanta's demo magazine: the people and businesses are invented, the places are real. */
const articles: DemoArticle[] = [
  {
    title: "Volunteers Plant 300 Trees Along the BeltLine's Westside Trail in a Single Weekend",
    excerpt:
      'Neighbors from West End, Adair Park and Westview spent two days digging, planting and mulching along the Westside Trail. The young oaks and redbuds will shade the path within a decade.',
    content: paragraphs(
      "Atlanta likes to call itself a city in a forest, and on Saturday and Sunday several hundred of its residents set out to prove it. Armed with shovels, wheelbarrows and a truck full of saplings, volunteers planted three hundred trees along a stretch of the BeltLine's Westside Trail where the path runs through long, sunbaked stretches with little shade.",
      'The planting was organized by the Westside Canopy Crew, a volunteer group of neighbors from West End, Adair Park and Westview who started meeting two years ago after a summer in which, as one member put it, "the trail was too hot to walk after ten in the morning." They chose native species suited to Georgia\'s red clay and long summers: willow oaks, red maples, redbuds, dogwoods and a handful of sweetgums.',
      '"When people talk about the BeltLine, they usually mean the Eastside Trail and the crowds by Ponce City Market," said Darnell Whitlock, a retired MARTA mechanic who has lived in West End for forty years and co-founded the crew. "This side is ours. We want our grandchildren to walk it in the shade."',
      'Volunteers ranged from toddlers carrying watering cans to a church group from Ralph David Abernathy Boulevard who arrived in matching T-shirts. Each tree was tagged with the name of the person or family who planted it, and many volunteers promised to come back to water through the first dry summer, which arborists say is the one that decides whether a young tree survives.',
      'The crew is looking for more people willing to adopt a tree and water it twice a week from June through September. Sign-up sheets are posted at the West End MARTA station and at several businesses along the trail, and a tree-care morning is scheduled for next week.',
    ),
    author: 'Simone Carter',
    category: 'Environment',
    daysAgo: 2,
    featured: true,
  },
  {
    title: 'Auburn Avenue Storefront Grants Help Four Small Businesses Restore Historic Facades',
    excerpt:
      "A merchants' fund has paid to restore brickwork, signs and windows on four buildings along Sweet Auburn. Owners say the work is about history as much as appearance.",
    content: paragraphs(
      'Auburn Avenue was once called the richest Black street in the world, a mile of banks, insurance companies, newspapers, nightclubs and churches built by Black Atlantans when segregation shut them out of downtown. Many of its buildings still stand, and some still show the wear of the decades when the interstate cut the neighborhood in two and investment moved elsewhere.',
      "This year, a fund set up by the Sweet Auburn Merchants Circle, a volunteer association of business owners on the avenue, paid for restoration work on four storefronts between Jesse Hill Jr. Drive and Boulevard. The grants, raised from member dues, a gala and individual donors, covered repointed brickwork, repaired transom windows, and hand-painted signs in the style of the avenue's mid-century heyday.",
      'Among the recipients is Auburn Avenue Barbers, a family shop that has cut hair on the avenue for three generations. Owner Cedric Banks pointed to the restored lettering above his door. "My grandfather stood under a sign like that," he said. "People walk past now and stop to take pictures. Some of them come in for a haircut."',
      "Other grants went to a tailor, a print shop and a small soul food restaurant. Each owner agreed to keep the building's historic features for at least ten years and to open their doors for the merchants' annual history walk, when guides tell the stories of the businesses that once filled the street.",
      'The circle plans a second round of grants next year and is taking applications from businesses on and near Auburn Avenue. The next history walk starts at the corner of Auburn Avenue and Jesse Hill Jr. Drive, and all are welcome to join.',
    ),
    author: 'Harold Jennings',
    category: 'News',
    daysAgo: 5,
  },
  {
    title: 'A Cabbagetown Bike Shop Builds Its Business One Flat Tire at a Time',
    excerpt:
      'Cabbagetown Cycle Co. sits a few blocks from the Krog Street Tunnel and the Eastside Trail. Its owner says the secret is fixing the small things quickly and never talking down to anyone.',
    content: paragraphs(
      'Cabbagetown grew up around the Fulton Bag and Cotton Mill, and its narrow streets of shotgun houses still feel like a village tucked between the railway and Oakland Cemetery. On Carroll Street, in a storefront with a bright yellow door, Rosa Delgado-Finch runs a bike shop that has become a hub for the neighborhood and for the thousands of riders who pass nearby on the BeltLine.',
      'Delgado-Finch opened Cabbagetown Cycle Co. six years ago after a decade working as a mechanic in shops across the city. She wanted a place that felt less like a showroom and more like a workshop, where people could watch their bike being fixed and learn a little along the way. Most of the business is repairs: flats, brakes, chains, and the slow work of bringing an old bike back to life.',
      '"A lot of people are intimidated by bike shops," she said. "They think they\'ll be judged for their bike or their questions. I want a grandmother with a thirty-year-old cruiser to feel as welcome as a racer." A hand-painted chalkboard by the door lists the prices of the most common repairs, with no surprises.',
      'The shop has grown with the Eastside Trail. On weekend afternoons, riders limp in from the BeltLine with punctures and loose chains, and Delgado-Finch keeps a bench free for quick fixes done while they wait. She also sells refurbished used bikes, many donated by neighbors, at prices aimed at students and commuters.',
      'On the first Sunday of each month, the shop runs a free class on basic repairs. Space is limited to ten people, and the waiting list, Delgado-Finch says with a grin, is longer than the street.',
    ),
    author: 'Naomi Brandt',
    category: 'Local Business',
    daysAgo: 8,
  },
  {
    title: 'Three Sisters, One Recipe: The New Dumpling House Drawing Crowds on Buford Highway',
    excerpt:
      'Three sisters from Harbin are folding dumplings by hand in a strip-mall storefront on Buford Highway. The pork and dill is already a local obsession.',
    content: paragraphs(
      "Buford Highway is Atlanta's great international food corridor, miles of strip malls where Korean barbecue, Vietnamese pho, Mexican taquerias and Chinese bakeries sit side by side. New restaurants open along it every month. Few have built a line as quickly as Three Sisters Dumpling House, which opened in the spring between a phone repair shop and a Salvadoran bakery.",
      "The sisters, Mei, Lan and Jing Zhao, grew up in Harbin in northeast China, where dumplings are everyday food and every family has opinions about them. They moved to Atlanta at different times over fifteen years and worked in other people's kitchens before pooling their savings. Their mother's recipe, written on a single page in three handwritings, hangs framed by the register.",
      'The menu is short. Pork and dill, a northern Chinese classic, is the one everyone orders. Lamb and coriander, shrimp and chive, and a vegetarian dumpling of egg, wood ear mushroom and glass noodles round it out, boiled or pan-fried, by the dozen. A cold cucumber salad with garlic and black vinegar arrives on almost every table.',
      'Through a window into the kitchen, diners can watch the sisters and two cousins folding dumplings at a long steel table, each with her own pleat. "You can tell who made each one," Jing said. "Lan\'s are the prettiest. Mine are the fastest." On weekends they make more than four thousand.',
      'Three Sisters Dumpling House is open for lunch and dinner every day except Tuesday. Frozen bags of uncooked dumplings are sold by the fifty for anyone who wants to cook them at home, and they tend to sell out by Sunday afternoon.',
    ),
    author: 'Kevin Lau',
    category: 'Food & Dining',
    daysAgo: 11,
  },
  {
    title: "Grant Park Teenagers Run Their Own Summer Camp for the Neighborhood's Younger Kids",
    excerpt:
      'Fourteen high schoolers planned, staffed and ran a six-week day camp in Grant Park. Parents say it was the best-organized summer their children have had.',
    content: paragraphs(
      'The idea began with a complaint. Last spring, a group of teenagers who grew up around Grant Park realized that many of their younger neighbors had nowhere to go during the summer, as camp fees climbed and spots filled within minutes. So they decided to run one themselves.',
      'Fourteen high schoolers, most of them sixteen and seventeen, spent three months planning. They wrote a budget, found a church hall on the edge of the park willing to host them at no cost, completed first aid and CPR training, and persuaded parents to serve as adult supervisors in shifts. Fees were on a sliding scale, and about a third of the forty-five campers paid nothing.',
      "Days were built around the park itself. Campers explored the Civil War earthworks at Fort Walker, held relay races on the lawns, learned about the animals they could hear from Zoo Atlanta next door, and painted a mural of the park's old trees for the hall's fellowship room. On Fridays the teenagers led walking trips to Oakland Cemetery, where campers searched for the oldest headstone they could find and sketched the angels on the monuments.",
      '"We remembered what we loved when we were eight," said Jada Ellison, 17, one of the organizers. "Mostly running around outside and having older kids take us seriously." Several parents said the camp felt more thoughtful than the expensive ones they had paid for in past years.',
      'The teenagers are already planning next summer and hope to expand to sixty campers. They are looking for a second host site and for donations of art supplies, and they have written a short guide for teens in other neighborhoods who want to try the same thing.',
    ),
    author: 'Simone Carter',
    category: 'Youth',
    daysAgo: 14,
  },
  {
    title: 'The Saturday Run Club That Starts on the Eastside Trail and Ends With Biscuits',
    excerpt:
      'Every Saturday at 7 AM, runners and walkers of every pace gather at the BeltLine by Ponce City Market. The route varies; the biscuits at the end do not.',
    content: paragraphs(
      'At a quarter to seven on a Saturday, the Eastside Trail is still mostly quiet. Then, over the course of ten minutes, about eighty people in running shoes appear near the trail entrance by Ponce City Market. Some stretch. Some chat. A few look like they would rather be in bed. This is the Biscuit Mile Club, and its only rule is that nobody gets left behind.',
      'The club was started four years ago by Andre Whitfield and Leah Ostrowski, two neighbors in the Old Fourth Ward who kept running into each other on early morning runs. They invited a few friends, then a few more. The group now offers three routes each week: a two-mile walk, a four-mile easy run and a six-mile loop through Inman Park and Piedmont Park for the faster runners.',
      'Pace leaders carry small flags, and a volunteer always runs at the very back to make sure everyone finishes. "Most run clubs are for people who already run," Ostrowski said. "We wanted one for people who want to start." Several members have gone from walking the two-mile route to finishing their first half marathon.',
      'Every route ends at the same place: a biscuit counter on the edge of the trail, where the owners have a standing order ready for the group. Runners sit on the low wall outside with sausage, egg and cheese biscuits and coffee, trading stories about their weeks. For many members, this is the part that keeps them coming back.',
      'The club is free and needs no sign-up. Newcomers are asked to arrive by 6:50 AM and find the volunteer in the orange hat, who will point them toward the right group.',
    ),
    author: 'Marcus Greene',
    category: 'Sports & Recreation',
    daysAgo: 18,
  },
  {
    title: 'Forty Artists, One Weekend: The Krog Street Tunnel Gets a Coordinated Repaint',
    excerpt:
      'The tunnel between Cabbagetown and Inman Park is usually painted over piece by piece. This time a collective of local artists planned the whole thing together.',
    content: paragraphs(
      "The Krog Street Tunnel has been Atlanta's most famous graffiti wall for decades, a dim concrete passage under the railway where every inch of wall and ceiling is layered with paint. Most weeks it changes piece by piece, as artists add tags, portraits and messages over whatever was there before. Two weekends ago, for the first time in years, the whole tunnel was repainted at once.",
      'The project was organized by Nia Castellanos, a painter who lives in Reynoldstown, and a loose collective of about forty artists, from teenagers with a few years of practice to veterans who first painted in the tunnel in the nineties. They met for months at a Cabbagetown coffee shop to plan a design that would run the whole length of the tunnel, each artist taking a section while keeping a shared palette of deep blues, oranges and gold.',
      'The theme was the neighborhoods on either side. One wall tells the story of Cabbagetown\'s mill families; the opposite wall shows the Victorian houses and old streetcar lines of Inman Park. On the ceiling, a river of painted birds connects the two. "The tunnel is the seam between two places," Castellanos said. "We wanted to paint the stitching."',
      "Painting took two full days and nights, with volunteers directing foot traffic and a neighbor's food truck keeping the artists fed. Passers-by stopped to watch and ask questions, and several were handed a brush for a few strokes of background color.",
      'The artists know their work will not last. Within weeks, new tags will start appearing on top of it, as they always do. Castellanos says that is fine. "It\'s the tunnel," she said. "It belongs to whoever comes next. We just wanted to give them a beautiful place to start."',
    ),
    author: 'Tamika Rhodes',
    category: 'Arts & Culture',
    daysAgo: 23,
  },
  {
    title: 'Sunday Suppers on Ralph David Abernathy Boulevard Bring West End Neighbors to One Table',
    excerpt:
      "Once a month, a long table fills a West End church lot and anyone who shows up eats for free. The suppers have become the neighborhood's living room.",
    content: paragraphs(
      "On the third Sunday of every month, folding tables appear in a church parking lot on Ralph David Abernathy Boulevard, end to end, until they stretch nearly to the sidewalk. White tablecloths go on top, then jars of zinnias from neighborhood gardens, then, at five o'clock sharp, the food: fried chicken, collards, macaroni and cheese, cornbread, and whatever the volunteer cooks felt like making that week.",
      'The Sunday Suppers were started by Deborah Okoye, a retired school cafeteria manager who has lived in West End for thirty years. After watching longtime neighbors move away and new ones move in without ever meeting, she decided that the simplest fix was dinner. "You can\'t stay strangers with someone who passed you the hot sauce," she said.',
      "The meals are free, with a donation jar that usually covers the next month's groceries. Between two and three hundred people come each time: families who have lived on the same street for generations, young couples who just bought their first house near the Westside Trail, students from the Atlanta University Center, and people who simply need a good meal.",
      'Okoye insists on a few rules. Nobody sits with only the people they came with. Everybody stays for at least one conversation after eating. And children are allowed seconds on dessert if they can name one new neighbor. Volunteers say friendships, babysitting swaps and at least one wedding have come out of the table.',
      'The suppers need volunteer cooks, dishwashers and people willing to set up and pack away the tables. Anyone interested can come early on a supper Sunday and ask for Miss Deborah, who will find them a job.',
    ),
    author: 'Harold Jennings',
    category: 'Community',
    daysAgo: 26,
  },
  {
    title: 'What the Proposed Edgewood Avenue Redesign Would Change for Walkers, Riders and Drivers',
    excerpt:
      'A draft plan for Edgewood Avenue through the Old Fourth Ward would add protected bike lanes, wider sidewalks and loading zones. Here is what it means for the people who use the street.',
    content: paragraphs(
      'Edgewood Avenue is one of the busiest streets in the Old Fourth Ward after dark, lined with bars, music venues and restaurants between downtown and the BeltLine. It is also, residents and business owners agree, a mess: cars double-park, scooters weave across the sidewalks, and people leaving late-night venues spill into the road.',
      'A draft plan presented at a neighborhood meeting last week proposes a redesign of the stretch between Boulevard and the Eastside Trail. Its main features are protected bike lanes separated from traffic by low concrete curbs, sidewalks widened by several feet, dedicated loading zones for deliveries and rideshare pick-ups, and raised crossings at the busiest intersections.',
      'Supporters say the changes would make the street safer for the many people who walk there at night and connect the Eastside Trail to downtown for cyclists. "Right now, the bike lane is wherever there\'s a gap," said Terrence Oduya, who commutes from Inman Park to an office near Woodruff Park.',
      'Some business owners worry about losing street parking, which would fall by roughly a third under the plan. A bar owner near Jackson Street said his customers already struggle to park and that fewer spaces would hurt trade. Planners responded that most customers arrive on foot, by rideshare or by bike, and promised to study parking in nearby lots.',
      'The plan is open for public comment for another six weeks. Paper comment forms are available at several businesses along the avenue, and a walking tour of the proposed changes is scheduled for a Saturday morning later this month.',
    ),
    author: 'Naomi Brandt',
    category: 'News',
    daysAgo: 31,
  },
  {
    title: 'The Great Grant Park Cobbler Debate: Four Cooks, One Church Fundraiser, No Clear Winner',
    excerpt:
      'Four neighborhood cooks brought their best peach cobbler to a church fundraiser. Two hundred tasters voted, argued and went back for seconds.',
    content: paragraphs(
      "In Georgia, peach cobbler is not a dessert so much as a matter of family honor. So when a church near Grant Park announced a cobbler contest to raise money for its roof, four of the neighborhood's most confident home cooks signed up immediately, and the rest of the neighborhood showed up to judge.",
      "The contenders represented four schools of thought. Mrs. Ernestine Harper, 81, baked hers with a thick, biscuit-like top and a whisper of nutmeg, exactly as her mother did in Macon. Devon Price, a nurse at Grady, used a lattice of pie crust and a splash of bourbon. Lucía Fernández added a layer of cinnamon streusel. And twelve-year-old Caleb Moss, the youngest entrant by almost fifty years, brought a cobbler made from his grandfather's recipe with peaches picked on a family trip to Fort Valley.",
      'Each of the two hundred tasters received four small paper cups and a ballot. The voting was close, and the arguments were loud. "Bourbon is not cobbler," one older gentleman announced to nobody in particular, before quietly asking for another cup of Price\'s entry.',
      'When the ballots were counted, Mrs. Harper and young Caleb were tied for first. After a short conference, the church declared them joint champions and asked them to bake together next year, a prospect both accepted with great seriousness. The event raised just over $4,000 toward the new roof.',
      'A second contest is already planned, this time for sweet potato pie. Entries are open to anyone living within walking distance of the park.',
    ),
    author: 'Kevin Lau',
    category: 'Food & Dining',
    daysAgo: 37,
  },
  {
    title: 'A Castleberry Hill Gallery Hands Its Walls to First-Time Exhibitors',
    excerpt:
      "Peters Street Gallery reserves one show a season for artists who have never exhibited before. This fall's show includes a bus driver, a nurse and a fifteen-year-old.",
    content: paragraphs(
      "Castleberry Hill's old brick warehouses, a short walk from Mercedes-Benz Stadium, have long been home to artists' lofts and galleries. Many of those galleries show established names with price tags to match. Peters Street Gallery has built a reputation for doing something different: every fall, it gives its main room to people who have never shown their work in public.",
      'Gallery owner Adaeze Morton started the tradition five years ago after realizing how many talented people she met at her own kitchen table who had never considered themselves artists. "They had sketchbooks and closets full of paintings," she said. "Nobody had ever told them it was allowed."',
      "This year's exhibition features eleven artists chosen from more than two hundred submissions. They include a MARTA bus driver who paints watercolors of his passengers from memory, a nurse who makes intricate collages out of old medical charts, and a fifteen-year-old from Southwest Atlanta whose charcoal portraits of her grandparents drew a small crowd on opening night.",
      'Morton and her staff help each artist frame, price and hang their work, and they coach them on talking to visitors. The gallery takes a smaller commission than usual, and most of the work sells for under $500. Several past exhibitors have gone on to solo shows in the neighborhood.',
      "The exhibition runs until the end of next month, with the gallery open late during Castleberry Hill's monthly art stroll. Submissions for next year's show open in the spring.",
    ),
    author: 'Tamika Rhodes',
    category: 'Arts & Culture',
    daysAgo: 44,
  },
  {
    title: 'Sixty Years of Haircuts and Conversation at Auburn Avenue Barbers',
    excerpt:
      'Three generations of one family have run the same barbershop on Sweet Auburn. The chairs have changed; the arguments about football have not.',
    content: paragraphs(
      "The first chair in Auburn Avenue Barbers is older than anyone who sits in it. Cedric Banks's grandfather, Otis, bought it secondhand when he opened the shop in the early 1960s, a few doors from where the avenue's banks and insurance companies once did business. The chair has been reupholstered four times. It has never been replaced.",
      'Banks, who took over from his father eleven years ago, says the shop has survived because it has always been more than a place to get a haircut. In the decades when Sweet Auburn struggled, the barbershop stayed open, a place where neighbors came for news, advice, job leads and long arguments about the Falcons, the Braves and Georgia football.',
      "The walls tell the story. Framed photographs show the avenue in its heyday, customers in Sunday suits, and the family at the shop's twenty-fifth and fiftieth anniversaries. A corner shelf holds books for children waiting with their fathers, and on the first Saturday of every month, children who read a book aloud to their barber get their haircut free.",
      '"My grandfather used to say a barbershop is a newspaper that cuts hair," Banks said. "People tell us things they don\'t tell anyone else." The shop now has four barbers, including Banks\'s daughter, Imani, who plans to take it into its fourth generation.',
      "The shop's restored storefront, part of a merchants' grant program this year, has brought in new customers who stop to photograph the sign. Walk-ins are welcome, but Saturday mornings fill quickly, so regulars recommend booking ahead.",
    ),
    author: 'Marcus Greene',
    category: 'Local Business',
    daysAgo: 52,
  },
];

const businesses: DemoBusiness[] = [
  {
    name: 'Three Sisters Dumpling House',
    category: 'Food & Dining',
    address: '2930 Buford Highway NE, Atlanta, GA 30329',
    phone: '(404) 555-0127',
    website: 'https://three-sisters-dumplings.example',
    email: 'hello@three-sisters-dumplings.example',
    description:
      'Hand-folded northern Chinese dumplings from a family recipe, boiled or pan-fried by the dozen, with pork and dill as the house favorite. Frozen bags of fifty are sold to cook at home.',
  },
  {
    name: 'Boulevard Biscuit Counter',
    category: 'Food & Dining',
    address: '540 Boulevard SE, Atlanta, GA 30312',
    phone: '(404) 555-0138',
    website: 'https://boulevard-biscuit.example',
    email: 'hello@boulevard-biscuit.example',
    description:
      'A walk-up breakfast counter near Grant Park serving buttermilk biscuits with fried chicken, country ham or pimento cheese. Open from 7 AM until the last biscuit is gone, usually early afternoon.',
  },
  {
    name: 'Cabbagetown Cycle Co.',
    category: 'Retail',
    address: '188 Carroll Street SE, Atlanta, GA 30312',
    phone: '(404) 555-0145',
    website: 'https://cabbagetown-cycle.example',
    email: 'hello@cabbagetown-cycle.example',
    description:
      'Refurbished used bikes, parts and quick repairs a few blocks from the Krog Street Tunnel and the Eastside Trail. Posted prices for common repairs and a free basic-maintenance class on the first Sunday of each month.',
  },
  {
    name: 'Euclid Avenue Thread & Press',
    category: 'Retail',
    address: '1174 Euclid Avenue NE, Atlanta, GA 30307',
    phone: '(404) 555-0162',
    website: 'https://euclid-thread-press.example',
    email: 'hello@euclid-thread-press.example',
    description:
      'A Little Five Points shop selling T-shirts, tote bags and posters screen-printed in the back room by local designers. Bring your own shirt on Saturdays and have it printed while you browse.',
  },
  {
    name: 'Auburn Avenue Barbers',
    category: 'Services',
    address: '236 Auburn Avenue NE, Atlanta, GA 30303',
    phone: '(404) 555-0109',
    website: 'https://auburn-avenue-barbers.example',
    email: 'hello@auburn-avenue-barbers.example',
    description:
      'A family barbershop on Sweet Auburn for three generations, with four chairs, walk-ins welcome and a shelf of books for young customers. Children who read aloud to their barber on the first Saturday of the month get a free cut.',
  },
  {
    name: 'Peters Street Gallery',
    category: 'Entertainment',
    address: '250 Peters Street SW, Atlanta, GA 30313',
    phone: '(404) 555-0183',
    website: 'https://peters-street-gallery.example',
    email: 'hello@peters-street-gallery.example',
    description:
      'A warehouse gallery in Castleberry Hill showing painting, photography and sculpture by Atlanta artists, including a yearly show for first-time exhibitors. Open late during the neighborhood art stroll.',
  },
  {
    name: 'Kirkwood Community Acupuncture',
    category: 'Health & Wellness',
    address: '1980 Hosea L Williams Drive NE, Atlanta, GA 30317',
    phone: '(404) 555-0156',
    website: 'https://kirkwood-acupuncture.example',
    email: 'hello@kirkwood-acupuncture.example',
    description:
      'Affordable acupuncture in a calm shared treatment room, with sliding-scale fees so regular care is within reach. Evening and Saturday appointments are available for people who work during the day.',
  },
  {
    name: 'West End Auto Care',
    category: 'Automotive',
    address: '1104 Ralph David Abernathy Boulevard SW, Atlanta, GA 30310',
    phone: '(404) 555-0194',
    website: 'https://west-end-auto-care.example',
    email: 'hello@west-end-auto-care.example',
    description:
      'A neighborhood garage handling oil changes, brakes, tires and emissions inspections for West End and southwest Atlanta drivers. Written estimates before every job and a shuttle to the West End MARTA station.',
  },
];

const events: DemoEvent[] = [
  {
    title: 'Westside Trail Tree Care Morning',
    description:
      'Help water, mulch and check on the three hundred young trees planted along the Westside Trail. Tools and water are provided; bring gloves if you have them.',
    inDays: 5,
    time: '9:00 AM - 12:00 PM',
    location: 'Atlanta BeltLine Westside Trail at Ralph David Abernathy Boulevard',
    priceCents: 0,
    category: 'community',
  },
  {
    title: 'Sweet Auburn Storefront History Walk',
    description:
      'Local guides lead a one-mile walk past the banks, churches, newspaper offices and shops that made Auburn Avenue famous, with stops inside restored storefronts. The walk is free and suitable for all ages.',
    inDays: 9,
    time: '10:00 AM',
    location: 'Corner of Auburn Avenue and Jesse Hill Jr. Drive',
    priceCents: 1500,
    category: 'learning',
  },
  {
    title: 'Grant Park Sweet Potato Pie Contest',
    description:
      'Neighborhood bakers compete for the title of best sweet potato pie, and every visitor gets a tasting ballot. Proceeds go to a church roof repair fund.',
    inDays: 13,
    time: '1:00 PM - 4:00 PM',
    location: 'Grant Park, Cherokee Avenue lawn',
    priceCents: 500,
    category: 'food',
  },
  {
    title: 'Little Five Points Plaza Concert',
    description:
      'Three local bands play an evening of soul, punk and bluegrass on the plaza in the heart of Little Five Points. Bring a blanket; shops along Euclid Avenue stay open late.',
    inDays: 19,
    time: '6:00 PM - 9:00 PM',
    location: 'Findley Plaza, Little Five Points',
    priceCents: 0,
    category: 'music',
  },
  {
    title: 'Beginner 5K Clinic in Piedmont Park',
    description:
      'Coaches from the Biscuit Mile Club lead a relaxed clinic on pacing, stretching and walk-run intervals, followed by an easy loop of the park. All paces welcome, including walkers.',
    inDays: 26,
    time: '7:30 AM',
    location: 'Piedmont Park, 12th Street gate',
    priceCents: 1000,
    category: 'sports',
  },
  {
    title: 'First-Time Exhibitors Closing Night',
    description:
      'Celebrate the last night of the first-time exhibitors show with the eleven artists, live jazz and a walk through the neighborhood galleries. Most work on show is for sale for under $500.',
    inDays: 38,
    time: '6:00 PM - 10:00 PM',
    location: 'Peters Street Gallery, 250 Peters Street SW, Castleberry Hill',
    priceCents: 0,
    category: 'arts',
  },
];

const spotlights: DemoSpotlight[] = [
  {
    type: 'local_hero',
    title: "The Cabbagetown Neighbor Who Fixes Every Kid's Bike for Free",
    featureName: 'Marcus Dell',
    description:
      "Every Saturday, Marcus Dell sets up a repair stand on his porch and fixes children's bikes for nothing, one flat tire and squeaky chain at a time.",
    content: paragraphs(
      "Marcus Dell spent thirty years repairing trains in the rail yards that border Cabbagetown. Now retired, he spends his Saturday mornings on the front porch of his shotgun house with a bike stand, a box of spare parts and a hand-lettered sign: Kids' bikes fixed free. Grown-ups, bring coffee.",
      'Neighborhood children arrive with flat tires, loose handlebars and chains that have not been oiled since they were bought. Dell fixes them while explaining what he is doing, and by the time most children have had their bike repaired twice, they can do the next job themselves. He estimates he has fixed more than a thousand bikes.',
      'When a bike is beyond saving, Dell finds a replacement from the donated bikes stacked in his side yard, many of them passed on by families whose children have outgrown them. "A kid with a bike has the whole neighborhood," he says. "A kid without one has the end of the block."',
    ),
  },
  {
    type: 'small_business',
    title: 'Auburn Avenue Barbers: Sixty Years of Haircuts and Conversation',
    featureName: 'Auburn Avenue Barbers',
    description:
      "A three-generation family barbershop on Sweet Auburn that has stayed open through every chapter of the avenue's history.",
    content: paragraphs(
      'Otis Banks opened Auburn Avenue Barbers in the early 1960s with one secondhand chair, which is still the first chair in the shop. His grandson Cedric runs it today, and his great-granddaughter Imani is one of its four barbers.',
      "The shop has always been a place for more than haircuts: news, job leads, advice and long debates about Atlanta sport. Its newly restored storefront honors the avenue's heyday, and its monthly free haircut for children who read aloud to their barber has become a Saturday tradition.",
    ),
  },
  {
    type: 'artist_feature',
    title: "The Painter Who Organized the Krog Street Tunnel's Biggest Repaint",
    featureName: 'Nia Castellanos',
    description:
      'Reynoldstown painter Nia Castellanos brought forty artists together to repaint the whole Krog Street Tunnel as a single work about the neighborhoods on either side.',
    content: paragraphs(
      'Nia Castellanos first painted in the Krog Street Tunnel at nineteen, a small portrait of her grandmother squeezed between two larger pieces. It was covered within a week. Twenty years later, she still thinks of the tunnel as the best art school in Atlanta, a place where everyone can see your work and no one lets you get precious about it.',
      "Her studio work, large paintings of Atlanta's intown neighborhoods in deep blues and golds, hangs in galleries across the city. But she is best known for bringing other artists together. This year she organized forty painters, from teenagers to veterans, to repaint the whole tunnel in one weekend, with Cabbagetown's mill history on one wall and Inman Park's Victorian streets on the other.",
      'Castellanos teaches free painting workshops for teenagers in Reynoldstown and says the tunnel project was really a lesson in sharing a wall. "Everyone wanted the best spot," she says. "By Sunday night, nobody could remember which part was theirs."',
    ),
  },
  {
    type: 'community_leader',
    title: 'Sunday Suppers: How One Cook Brought the West End to the Table',
    featureName: 'Deborah Okoye',
    description:
      "A retired school cafeteria manager whose free monthly suppers on Ralph David Abernathy Boulevard have become West End's favorite way to meet the neighbors.",
    content: paragraphs(
      'Deborah Okoye spent twenty-six years feeding children in Atlanta school cafeterias. When she retired, she noticed that her West End street was changing: longtime neighbors moving away, new ones arriving, and few of them ever speaking. Her answer was a long table in a church parking lot and a promise of free food for anyone who came.',
      'Her Sunday Suppers now draw up to three hundred people each month. Okoye sets the menu, recruits the cooks and enforces the rules, the most important being that no one sits only with the people they came with. Neighbors credit the suppers with new friendships, shared childcare, a community garden and at least one wedding.',
    ),
  },
];

export const atlanta: CityContent = { articles, businesses, events, spotlights };
