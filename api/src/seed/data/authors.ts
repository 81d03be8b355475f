/**
 * The seed's author profiles. Reviews and guides name their author by name (`authorName`): the
 * seed links each to the profile of that name, and to the fact-checker that profile's work goes to.
 * Editorial starting points: the credentials need verification before they are relied on.
 */
export interface SeedAuthor {
  name: string;
  slug: string;
  role: string;
  photoUrl: string | null;
  credentials: string;
  bio: string;
  links: string[];
  /** Whose profile fact-checks this author's seed work. */
  factCheckerSlug: string;
}

export const SEED_AUTHORS: SeedAuthor[] = [
  {
    name: 'Megan Doyle',
    slug: 'megan-doyle',
    role: 'Senior Reviewer',
    photoUrl: '/media/authors/megan-doyle.svg',
    credentials: 'Eight years reviewing online and social casinos; tests every redemption herself.',
    bio: 'Megan leads our casino reviews. She signs up, buys the smallest package, plays and redeems at every casino she rates, and writes down how long each step took.',
    links: ['https://www.linkedin.com/in/sweepscout-megan-doyle'],
    factCheckerSlug: 'priya-natarajan',
  },
  {
    name: 'Jordan Reyes',
    slug: 'jordan-reyes',
    role: 'Games and Bonus Analyst',
    photoUrl: '/media/authors/jordan-reyes.svg',
    credentials:
      'Former game-studio QA lead; checks RTP and volatility figures against studio sheets.',
    bio: 'Jordan covers game libraries and bonus terms: which studios a casino carries, what the playthrough really asks, and what a free coin is worth.',
    links: ['https://x.com/sweepscout_jordan'],
    factCheckerSlug: 'megan-doyle',
  },
  {
    name: 'Priya Natarajan',
    slug: 'priya-natarajan',
    role: 'Fact-Checking Editor',
    photoUrl: null,
    credentials: 'Editor with a background in consumer-protection reporting.',
    bio: 'Priya checks the facts in our reviews and guides against the casinos’ own terms and sweepstakes rules, and writes our guides to redeeming prizes.',
    links: [],
    factCheckerSlug: 'jordan-reyes',
  },
];
