import type { CityContent, DemoArticle, DemoBusiness, DemoEvent, DemoSpotlight } from './types';

// Demo content only: people, businesses and events are invented; the places are real Rochester places.
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

const articles: DemoArticle[] = [
  {
    title: 'Before Dawn at the Public Market: Third-Generation Growers, 4 A.M. Setups and the Longest Line in Town',
    excerpt:
      'Saturday at the Rochester Public Market starts hours before the first shopper arrives. We spent a morning with the families who make it happen.',
    content: paragraphs(
      `At 4:15 on a Saturday morning, the only light on North Union Street comes from the headlamps of box trucks backing into the sheds. By the time the first shoppers drift in from the Neighborhood of the Play and the Beechwood side streets, most of the Public Market's growers have already been working for three hours.`,
      `Carl Vandermolen has held the same corner stall in the A shed for 31 years, and his father held it before him. His grandson, 19-year-old Eli, now runs the till while Carl argues cheerfully with regulars about the right way to store onions. "People think we sell vegetables," he says. "Mostly we sell the same conversation every week, and they keep coming back for it."`,
      `Across the aisle, newer vendors are changing what a Saturday basket looks like. A family from Gates sells Burmese tea-leaf salad kits beside a stand of Wayne County apples; a Bhutanese grower from the northeast side brings mustard greens that sell out before 8 a.m. Market staff say more than a dozen languages can be heard between the sheds on a busy morning.`,
      `The longest line, as ever, is for hot donuts, and it is a line with its own etiquette. Regulars save places for neighbors, strangers trade tips on which farm has the best sweet corn, and nobody complains about the wait. "It's the only queue in Rochester where people are happy to be standing," says Denise Arroyo, who has walked over from Webster Avenue every Saturday since 2009.`,
      `By noon the trucks are loading up again. Carl counts the crates that are going home with him and shrugs: fewer than last week, which counts as a good day. "Come back next Saturday," he tells a customer who missed the peaches. "We'll be here before you are."`,
    ),
    author: 'Megan Castellano',
    category: 'Community',
    daysAgo: 1,
    featured: true,
  },
  {
    title: 'A South Wedge Bakery Bets on Flour Milled in the Genesee Valley',
    excerpt:
      'Rochester was once called the Flour City. One South Avenue bakery is trying to earn the name back, one loaf of local wheat at a time.',
    content: paragraphs(
      `Long before it was the Flower City, Rochester was the Flour City: the falls of the Genesee River turned the millstones that made this a boomtown in the 1830s. Hannah Brightwater thinks about that history every morning when she opens a fifty-pound sack of flour milled from wheat grown less than an hour south of her South Wedge bakery.`,
      `Flour City Morning opened on South Avenue two years ago with a simple rule: every loaf starts with grain from the Genesee Valley or the Finger Lakes. That means the bread changes with the harvest. "One year the rye is earthy and dense, the next it's almost sweet," Brightwater says. "Customers have learned to ask what this year's wheat is doing."`,
      `The bet is not a cheap one. Local flour costs her nearly twice as much as a commodity sack, and it behaves differently in the oven. She spent her first winter throwing out loaves that spread flat, until a retired baker from Irondequoit showed her how to adjust hydration for the softer regional wheat.`,
      `Neighbors have rewarded the effort. On weekend mornings the line reaches past the hardware store next door, and a bench on the sidewalk has become an informal meeting spot for dog walkers heading to Highland Park. Brightwater also sells day-old bread at half price to the South Wedge food cupboard every Monday.`,
      `Her next project is a whole-wheat sandwich loaf priced to compete with the supermarket. "If local grain only ends up in eight-dollar sourdough, we've missed the point," she says. "The Flour City fed working families. That's the part of the history I want."`,
    ),
    author: 'Darnell Whitaker',
    category: 'Food & Dining',
    daysAgo: 6,
  },
  {
    title: "The Plate, Reconsidered: Three Cooks on Rochester's Late-Night Classic",
    excerpt:
      'Home fries or mac salad? Red hots or white hots? Three local cooks explain what makes a plate worth the drive.',
    content: paragraphs(
      `Every city has a dish it argues about, and Rochester's is served on a paper plate at two in the morning. The plate — a base of home fries and macaroni salad, topped with burgers or hots, mustard, onions and a spoonful of meat hot sauce — has outlived dozens of food trends and shows no sign of slowing down.`,
      `At a counter on Monroe Avenue, line cook Anthony Russo has made what he estimates is 200,000 of them. His rule is that the home fries must be crisp enough to survive the sauce. "If the potatoes go soggy, the whole plate collapses," he says. "You're building a foundation, not a salad."`,
      `Across town on Lyell Avenue, Gloria Pinto runs a diner where the plate comes with a choice of white hots, the mild pork-and-veal sausages that Rochesterians defend with surprising passion. She makes her meat sauce in a twenty-quart pot every morning, with a cinnamon note she refuses to explain.`,
      `The newest take comes from a food truck that parks near the Blue Cross Arena on game nights, where chef Malik Henderson serves a version with roasted sweet potatoes and a vegetarian chili. Purists grumble, but the truck sells out most nights. "The plate was always about using what you had," Henderson says. "I'm just using what I have."`,
      `All three agree on one thing: the plate is best eaten with friends, late, after something worth celebrating. As Russo puts it, "Nobody orders a plate alone on a Tuesday at noon. Well — almost nobody."`,
    ),
    author: 'Priya Raman',
    category: 'Food & Dining',
    daysAgo: 19,
  },
  {
    title: 'Volunteers Map Every Tree Along the Genesee Riverway Trail',
    excerpt:
      'A crew of walkers with tablets and tape measures has catalogued more than 4,000 trees between Genesee Valley Park and the lake.',
    content: paragraphs(
      `On a grey weekday morning, six volunteers in orange vests are standing around a cottonwood near Corn Hill Landing, arguing politely about its diameter. The tape says 41 inches. The tablet says the tree is number 3,862 in an inventory that did not exist a year ago.`,
      `The Riverway Tree Census began when retired forester Janet Kowal noticed that nobody could tell her how many ash trees along the Genesee had been lost to the emerald ash borer. She recruited friends from her walking group, borrowed a mapping app used by university researchers, and started at the southern end of the trail in Genesee Valley Park.`,
      `The findings so far are mixed. Silver maples and cottonwoods are thriving along the river's banks near the University of Rochester, but the stretch north of the High Falls gorge has lost most of its mature ash. Volunteers have also flagged dozens of invasive Norway maples crowding out native seedlings near Turning Point Park.`,
      `The data is already being used. Neighborhood groups in the South Wedge and Maplewood have asked for the maps to plan replanting days, and Kowal has shared the full list with city forestry staff. "You can't protect what you haven't counted," she says.`,
      `The census needs more walkers for the northern stretch toward Charlotte, where the trail climbs along the gorge. No experience is required, Kowal says, just comfortable shoes and a willingness to hug a tree with a tape measure.`,
    ),
    author: 'Tom Brennan',
    category: 'Environment',
    daysAgo: 3,
  },
  {
    title: "Highland Park's Lilacs Get a New Generation of Caretakers",
    excerpt:
      "The park's famous lilac collection needs careful pruning all year. A volunteer program is teaching a younger crew how to do it.",
    content: paragraphs(
      `Most Rochesterians know Highland Park for a few spectacular weeks in spring, when the lilacs bloom and the hillside fills with visitors. Fewer know about the patient work that happens the rest of the year: pruning, mulching, labeling and replacing the shrubs that make up one of the largest lilac collections in North America.`,
      `For decades that work leaned on a small group of volunteers, many of them now in their seventies and eighties. This year a new program pairs each of them with a younger volunteer for a full season, so the knowledge does not walk away when they retire.`,
      `Ruth Ellery, who has been pruning the collection on the slope below the Lamberton Conservatory for 26 years, now works alongside Jordan Patel, a 24-year-old nursing student from the Swillburg neighborhood. "She taught me that you cut for the bloom two years from now, not for this one," Patel says. "That changed how I think about a lot of things."`,
      `The pairs have already rescued several older varieties that had been crowded out by neighboring shrubs, taking cuttings to root in a nursery bed behind the conservatory. Some of the cultivars in the collection were developed in Rochester and grow almost nowhere else.`,
      `Organisers hope to double the number of pairs next year. The commitment is one morning a month, and the reward, Ellery says, is a kind of ownership: "When the crowds come, you walk past a bush and think, I know that one. I helped it."`,
    ),
    author: 'Alicia Fuentes',
    category: 'Environment',
    daysAgo: 33,
  },
  {
    title: 'On Park Avenue, a Bookshop and a Tailor Share One Storefront — and It Works',
    excerpt:
      'When rents rose, two small businesses moved in together. Now customers come for a paperback and leave with their hems taken up.',
    content: paragraphs(
      `The front half of 712 Park Avenue smells like new paper. The back half smells faintly of steam and wool. Page & Thread is two businesses under one lease: a used and new bookshop run by Naomi Fischer, and a tailoring counter run by Rafael Acosta, who has been altering suits on Park Avenue for nineteen years.`,
      `The arrangement began when Acosta's landlord doubled his rent and Fischer's bookshop was struggling to fill its hours. A mutual customer suggested they split a space. "We thought it would last six months," Fischer says. "It's been three years, and I can't imagine the shop without the sewing machine going in the back."`,
      `The pairing turns out to be good business. People dropping off alterations browse the shelves while they wait, and book buyers discover they have a pair of trousers at home that needs hemming. Fischer estimates that a third of her sales now come from Acosta's customers.`,
      `The shop has also become a small community hub for the neighborhood between Culver Road and Oxford Street. A Tuesday evening book club meets among the shelves, and Acosta offers a free mending hour on the first Saturday of each month, teaching neighbors to sew on buttons and patch elbows.`,
      `Other merchants along Park Avenue are watching closely. At least two more shared storefronts have opened on the street since Page & Thread proved the idea. "A small shop doesn't need a whole building," Acosta says. "It needs good neighbors."`,
    ),
    author: 'Megan Castellano',
    category: 'Local Business',
    daysAgo: 9,
  },
  {
    title: 'Teens Build Wooden Boats by Hand — Then Launch Them on the Erie Canal',
    excerpt:
      'An after-school program on the northeast side teaches carpentry, math and patience. The final exam floats.',
    content: paragraphs(
      `For fourteen weeks, eight high school students spent their afternoons in a converted garage off North Clinton Avenue, steaming cedar strips, measuring twice and, occasionally, starting over. Last weekend they carried four finished rowing skiffs to the water at Genesee Valley Park, where the Erie Canal crosses the Genesee River, and pushed off.`,
      `The program, called Clinton Avenue Boatworks, was started by retired shop teacher Harold Mims, who noticed that his old school no longer had a wood shop. Students are paid a small stipend for their time, and each boat is built by a team of two from a set of plans that Mims has refined over a decade.`,
      `The work is harder than most of them expected. "You make one wrong cut on a plank, and you find out three weeks later when the hull doesn't close," says Yesenia Ortiz, a junior at East High. "It teaches you to slow down. I didn't know I could slow down."`,
      `Math teachers have noticed the difference. Calculating the curve of a hull turns geometry into something students can touch, and several participants have gone on to take engineering classes at Monroe Community College.`,
      `Launch day drew families, neighbors and a few curious cyclists from the canal path. Every boat floated, and one team rowed all the way to the Ford Street bridge and back. The skiffs will be raffled to raise money for next year's wood.`,
    ),
    author: 'Jonah Lindqvist',
    category: 'Youth',
    daysAgo: 15,
  },
  {
    title: 'City Extends Evening Hours at Five R-Centers After Neighborhood Survey',
    excerpt:
      'Families asked for open gyms and study rooms after 8 p.m. Starting next month, five recreation centers will stay open until 10.',
    content: paragraphs(
      `Five of Rochester's neighborhood recreation centers will stay open until 10 p.m. on weeknights beginning next month, after a citywide survey found that evening hours were the most requested change among families who use them.`,
      `More than 2,300 residents answered the survey, which was handed out at R-Centers, libraries and school open houses. Parents said the current 8 p.m. closing time left teenagers with few places to go after dinner, and many asked for quiet study rooms with reliable Wi-Fi in addition to open gym time.`,
      `The centers chosen for the pilot are spread across the city, including sites on the northeast side, in the 19th Ward and near the Edgerton neighborhood. Each will add a supervised homework room and late-night basketball and volleyball sessions. Staffing will come from a mix of new part-time hires and college students in recreation programs.`,
      `Residents at a community meeting in the 19th Ward welcomed the change but asked for safe ways home. "Open doors are great," said one mother of three. "But my son still has to walk six blocks in the dark." City staff said they were talking with the transit authority about later bus service near the pilot sites.`,
      `The pilot will run for six months, after which attendance will be reviewed. Residents can find each center's new schedule on the city's recreation pages or posted at the front desks.`,
    ),
    author: 'Darnell Whitaker',
    category: 'News',
    daysAgo: 10,
  },
  {
    title: 'The Sunday Soccer Game at Cobbs Hill Has Not Missed a Week in 22 Years',
    excerpt:
      "Rain, snow and a broken goalpost have not stopped the city's longest-running pickup game. We laced up to find out why.",
    content: paragraphs(
      `Every Sunday at 9 a.m., somebody drags two battered goals onto the field below the Cobbs Hill reservoir, and within twenty minutes there is a game. Nobody signs up. Nobody keeps official score. And, according to the players who remember its beginning, nobody has cancelled it since 2003.`,
      `The game started with four graduate students from the University of Rochester and a ball borrowed from a neighbor's garage. Today it draws thirty to forty players on a good morning: teenagers from the Beechwood neighborhood, retirees from Brighton, refugees who learned the game in Nepal or Congo, and a surgeon who plays in his scrubs after night shifts at Strong.`,
      `The rules are simple and enforced by consensus. Teams are picked by shirt color, with the light shirts against the dark. Anyone who arrives late joins the losing side. The goal at the north end is smaller than the south one, and nobody has ever fixed it, because the imbalance has become part of the game.`,
      `Kwame Asante has played almost every Sunday for fifteen years. "I've been to weddings that came out of this field, and funerals too," he says. "You come for soccer, but what you get is a hundred people who notice if you don't show up."`,
      `Newcomers are welcome, and there is no fee. Bring a light shirt and a dark shirt, the regulars advise, and do not take the small goal personally.`,
    ),
    author: 'Tom Brennan',
    category: 'Sports & Recreation',
    daysAgo: 5,
  },
  {
    title: 'A Day on the Genesee: Paddling From Genesee Valley Park to Corn Hill Landing',
    excerpt:
      'The river that built Rochester is easy to ignore from a car. From a kayak, it is the best view in the city.',
    content: paragraphs(
      `It is easy to forget that Rochester is a river city. Most of us cross the Genesee a dozen times a week without looking down. So on a calm morning, we rented a pair of kayaks at Genesee Valley Park and pointed them north toward downtown.`,
      `The first stretch is almost rural. Herons stand in the shallows along the park's edge, and the University of Rochester's campus appears through the trees like a postcard. Rowers from local clubs glide past in long sculls, calling out a friendly warning to stay right.`,
      `Past the Ford Street bridge, the city begins to rise around you. The backs of old brick warehouses line the east bank, and the sound of traffic fades into a steady hum. Paddling under the bridges gives you a view of their ironwork that no driver ever sees.`,
      `We pulled out at Corn Hill Landing, where the trail-side restaurants were just opening for lunch. The full trip took about two hours at an easy pace. Below this point the river picks up speed toward the High Falls, and paddlers must stop — the falls are not a place for kayaks.`,
      `Local outfitters offer rentals and shuttles for the route, and the current is gentle enough for beginners on a calm day. Check the river level before you go, wear a life jacket, and plan to stay a while at the landing. The river has earned a long lunch.`,
    ),
    author: 'Alicia Fuentes',
    category: 'Sports & Recreation',
    daysAgo: 42,
  },
  {
    title: 'New Murals on University Avenue Tell the Stories of the Neighborhood of the Play',
    excerpt:
      'Three walls, three artists, one street. The latest additions to ARTWalk draw on the histories of the people who live nearby.',
    content: paragraphs(
      `University Avenue's ARTWalk has been turning a city street into an outdoor gallery for more than two decades, with sculptures, painted benches and murals stretching from the Memorial Art Gallery toward Culver Road. This season, three new murals have joined the route, and each began with a conversation on a front porch.`,
      `Desmond Okafor's wall near Atlantic Avenue shows a grandmother teaching a child to ride a bicycle, rendered in the oranges and teals of an old Kodak film box. He spent a month interviewing longtime residents before sketching a single line. "Everybody had a bicycle story," he says. "So I painted the one they all had in common."`,
      `Further east, printmaker Lena Whitcomb has covered the side of a brick garage with an enormous linocut-style pattern of lilacs and gears, a nod to the city's flowers and its factories. She carved the design at small scale first, then projected and painted it by hand over eleven days.`,
      `The third mural, by a team of students from the School of the Arts, is the most playful: a giant board game whose squares are neighborhood landmarks, including the Memorial Art Gallery, the Strong museum and a favorite corner store. Passers-by have been spotted tracing a route from square to square with their fingers.`,
      `A free walking map of all the ARTWalk pieces is available at the Memorial Art Gallery's front desk. The artists will lead a guided walk later this month, ending with open studios along the avenue.`,
    ),
    author: 'Priya Raman',
    category: 'Arts & Culture',
    daysAgo: 4,
  },
  {
    title: 'Charlotte Neighbors Restore the Benches at Ontario Beach Park, One Plank at a Time',
    excerpt:
      "Weathered by lake winds, the park's benches were splintering. A group of neighbors decided to fix them themselves.",
    content: paragraphs(
      `Anyone who has sat by the Lake Ontario shoreline in Charlotte knows the benches along the boardwalk at Ontario Beach Park. Anyone who has sat on them recently knows they had seen better days: grey, cracked and, in a few cases, missing a slat entirely.`,
      `Last year a group of neighbors from the streets around Lake Avenue formed the Boardwalk Bench Brigade. With permission from the parks department and a small grant from a local credit union, they began removing the worst benches one at a time, rebuilding them in a member's garage and returning them within a week.`,
      `The work is slow and satisfying. Each bench takes about twelve hours to sand, replace and seal. Retired machinist George Pappas fabricates new hardware when the old bolts have rusted beyond saving. "The lake is hard on everything," he says. "You build for the lake, or you build twice."`,
      `Families can sponsor a bench for the cost of materials, and many have chosen to mark a memory with a small brass plate: a wedding on the pier, a first swim, a parent who loved to watch the sunset near the old carousel. So far, 23 benches have been restored.`,
      `The brigade meets on Saturday mornings at the pier parking lot and welcomes volunteers of any skill level. Nobody needs carpentry experience, Pappas says. "We'll teach you. The lake will teach you the rest."`,
    ),
    author: 'Jonah Lindqvist',
    category: 'Community',
    daysAgo: 57,
  },
];

const businesses: DemoBusiness[] = [
  {
    name: 'Flour City Morning',
    category: 'Food & Dining',
    address: '648 South Ave, Rochester, NY 14620',
    phone: '(585) 555-0101',
    website: 'https://flourcitymorning.example',
    email: 'hello@flourcitymorning.example',
    description:
      'A South Wedge bakery that bakes every loaf from wheat and rye grown in the Genesee Valley and the Finger Lakes. Expect crusty breads, seasonal galettes and a weekend line that is worth the wait.',
  },
  {
    name: 'Monroe Avenue Plate Co.',
    category: 'Food & Dining',
    address: '1290 Monroe Ave, Rochester, NY 14620',
    phone: '(585) 555-0102',
    website: 'https://monroeplate.example',
    email: 'hello@monroeplate.example',
    description:
      "A late-night counter serving Rochester's classic plates with crisp home fries, house-made meat sauce and a choice of red or white hots. Open until 3 a.m. on weekends.",
  },
  {
    name: 'Page & Thread',
    category: 'Retail',
    address: '712 Park Ave, Rochester, NY 14607',
    phone: '(585) 555-0103',
    website: 'https://pageandthread.example',
    email: 'hello@pageandthread.example',
    description:
      'A Park Avenue bookshop with new and used titles in the front and a tailoring counter in the back. Drop off your alterations, browse the shelves and join the Tuesday evening book club.',
  },
  {
    name: 'Village Gate Vinyl',
    category: 'Retail',
    address: '274 N Goodman St, Suite B14, Rochester, NY 14607',
    phone: '(585) 555-0104',
    website: 'https://villagegatevinyl.example',
    email: 'hello@villagegatevinyl.example',
    description:
      'New and second-hand records with a deep section of local bands and jazz. Bring in a crate to trade, or ask about turntable repairs.',
  },
  {
    name: 'Riverway Bicycle Works',
    category: 'Services',
    address: '60 Browns Race, Rochester, NY 14614',
    phone: '(585) 555-0105',
    website: 'https://riverwaybicycle.example',
    email: 'hello@riverwaybicycle.example',
    description:
      'Tune-ups, wheel building and same-day flat repairs a short ride from the Genesee Riverway Trail at High Falls. Monthly free clinics teach riders to fix their own bikes.',
  },
  {
    name: 'The Cobblestone Comedy Loft',
    category: 'Entertainment',
    address: '176 East Ave, Rochester, NY 14604',
    phone: '(585) 555-0106',
    website: 'https://cobblestonecomedy.example',
    email: 'hello@cobblestonecomedy.example',
    description:
      'An intimate upstairs club on East Avenue with stand-up on weekends and an open mic every Wednesday. Local comics share the stage with touring acts in a room that seats ninety.',
  },
  {
    name: 'Highland Bend Yoga',
    category: 'Health & Wellness',
    address: '1020 S Clinton Ave, Rochester, NY 14620',
    phone: '(585) 555-0107',
    website: 'https://highlandbendyoga.example',
    email: 'hello@highlandbendyoga.example',
    description:
      'A bright studio near Highland Park offering gentle, restorative and vinyasa classes for every age and ability. Community classes on Sunday evenings are pay-what-you-can.',
  },
  {
    name: 'Lyell Avenue Auto Care',
    category: 'Automotive',
    address: '1425 Lyell Ave, Rochester, NY 14606',
    phone: '(585) 555-0108',
    website: 'https://lyellautocare.example',
    email: 'hello@lyellautocare.example',
    description:
      'A family-run garage handling brakes, inspections, tires and check-engine lights since 1987. Straight answers, written estimates and a waiting room with good coffee.',
  },
];

const events: DemoEvent[] = [
  {
    title: 'Cobbs Hill Reservoir Sunrise Walk',
    description:
      'A gentle morning loop around the reservoir with a local birder pointing out what is singing, and hot cider at the end. Free and open to all.',
    inDays: 'sunday',
    time: '8:00 AM - 9:30 AM',
    location: 'Cobbs Hill Park, Culver Rd entrance',
    priceCents: 0,
    category: 'outdoors',
  },
  {
    title: 'Seedling Swap at the Public Market',
    description:
      'Bring extra seedlings, cuttings or seeds and leave with something new for your garden. Master gardeners will be on hand to answer questions about growing in Rochester soil.',
    inDays: 3,
    time: '8:00 AM - 12:00 PM',
    location: 'Rochester Public Market, 280 N Union St',
    priceCents: 0,
    category: 'outdoors',
  },
  {
    title: 'Lantern Walk Along the Genesee Riverway Trail',
    description:
      'A gentle evening walk along the river from Corn Hill Landing toward the Ford Street bridge, with paper lanterns for every walker. Children are welcome; strollers can manage the paved trail.',
    inDays: 7,
    time: '7:30 PM',
    location: 'Corn Hill Landing',
    priceCents: 0,
    category: 'family',
  },
  {
    title: 'Storytime and Puppet Show at the Central Library',
    description:
      'Local puppeteers bring three Rochester folk tales to life for children aged three to eight. Families can borrow picture books afterwards with a free library card.',
    inDays: 12,
    time: '11:00 AM',
    location: 'Central Library, Rundel Memorial Building, 115 South Ave',
    priceCents: 0,
    category: 'family',
  },
  {
    title: 'Volunteer Pruning Morning at Highland Park',
    description:
      'Learn how to care for the lilac collection alongside experienced volunteers. Gloves and tools are provided; wear sturdy shoes for the hillside.',
    inDays: 18,
    time: '9:00 AM - 12:00 PM',
    location: 'Highland Park, meet at the Lamberton Conservatory',
    priceCents: 0,
    category: 'community',
  },
  {
    title: 'ARTWalk Open Studios Night',
    description:
      'Artists along University Avenue open their studios to the public, with guided mural walks starting every half hour. Maps are available at the Memorial Art Gallery.',
    inDays: 26,
    time: '5:00 PM - 9:00 PM',
    location: 'University Avenue, starting at the Memorial Art Gallery',
    priceCents: 0,
    category: 'arts',
  },
  {
    title: 'Sunset Concert by the Lake',
    description:
      'Local jazz and soul bands play as the sun goes down over Lake Ontario. Bring a blanket or a lawn chair; food trucks will be parked along the boardwalk.',
    inDays: 35,
    time: '6:30 PM',
    location: 'Ontario Beach Park, near the carousel',
    priceCents: 1200,
    category: 'music',
  },
];

const spotlights: DemoSpotlight[] = [
  {
    type: 'local_hero',
    title: 'The Crossing Guard Who Knows Every Name on Dewey Avenue',
    featureName: 'Loretta Haines',
    description:
      'For 18 years, Loretta Haines has walked children across Dewey Avenue — and remembered every one of their names.',
    content: paragraphs(
      `Every school morning at 7:40, Loretta Haines takes her post at the corner of Dewey Avenue and Driving Park, stop sign in hand. She greets every child by name, asks about spelling tests and lost teeth, and knows which ones need a little extra encouragement on a Monday.`,
      `Parents in the Maplewood neighborhood say she is the first adult many children see each day, and the one they talk about at dinner. Former students, now grown, stop their cars to say hello. Some of them now bring their own children to her corner.`,
      `Haines shrugs off the attention. "I just like making sure they get there," she says. But when the neighborhood association asked residents to nominate a local hero, her name came up more than any other.`,
    ),
  },
  {
    type: 'small_business',
    title: 'Baking With Genesee Valley Grain in the South Wedge',
    featureName: 'Flour City Morning',
    description:
      'A South Avenue bakery that buys its flour from regional farms and gives its day-old bread to the neighborhood food cupboard.',
    content: paragraphs(
      `Flour City Morning began with one oven and one stubborn idea: that Rochester's bread should taste like the land around it. Owner Hannah Brightwater buys grain from farms in the Genesee Valley and the Finger Lakes and adjusts her recipes to each harvest.`,
      `The bakery has become a South Wedge anchor, with a sidewalk bench that serves as the neighborhood's unofficial meeting spot. Every Monday, unsold bread goes to the local food cupboard, and the bakery hosts free bread-baking classes for teens twice a year.`,
    ),
  },
  {
    type: 'artist_feature',
    title: 'Painting the Neighborhood It Listened To',
    featureName: 'Desmond Okafor',
    description:
      'Muralist Desmond Okafor spends weeks interviewing neighbors before he paints — and his newest wall on University Avenue shows why.',
    content: paragraphs(
      `Desmond Okafor grew up in the 19th Ward and studied illustration before turning to walls. His murals start with conversations: on porches, at bus stops and in corner stores, he asks residents what they want their street to remember.`,
      `His newest piece for ARTWalk shows a grandmother teaching a child to ride a bicycle, painted in colors borrowed from old Kodak film boxes. "A mural is a public letter," he says. "It should be written to the people who walk past it every day."`,
      `Okafor also teaches free mural workshops for teenagers at neighborhood recreation centers, where students design and paint smaller panels that are later hung in their own schools.`,
    ),
  },
  {
    type: 'community_leader',
    title: 'Turning the El Camino Trail Into a Front Porch',
    featureName: 'Marisol Vega',
    description:
      'Marisol Vega has organized cleanups, concerts and a weekly walking club that brought neighbors back to the El Camino Trail.',
    content: paragraphs(
      `When Marisol Vega moved to the northeast side, the El Camino Trail along the old rail line near North Clinton Avenue felt like a place to pass through quickly. She decided it could be something more, and she started by picking up litter every Saturday with her two sons.`,
      `Within a year, her Saturday cleanups had become a neighborhood association with more than 200 members. The group has planted gardens along the trail, hosted bilingual storytelling nights and started a Wednesday walking club for older residents.`,
      `"A trail is only safe when people use it," Vega says. "So we gave people reasons to use it." Today, on a warm evening, the trail is full of cyclists, strollers and neighbors who stop to talk.`,
    ),
  },
];

export const rochester: CityContent = { articles, businesses, events, spotlights };
