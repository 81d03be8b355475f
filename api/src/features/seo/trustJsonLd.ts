import type {
  BreadcrumbList,
  ListItem,
  Organization,
  Person,
  ProfilePage,
  Thing,
  WithContext,
} from 'schema-dts';
import { authorPath, SITE_NAME, type Author, type JsonLd } from '@sweepscout/shared';

/** Where the site publishes how it rates and reviews: Organization.publishingPrinciples. */
export const METHODOLOGY_PATH = '/methodology';

const CONTEXT = 'https://schema.org';
type Leaf<T> = Exclude<T, string>;

/** A typed schema.org object as the head's JSON-LD (checked by its schema-dts type first). */
export const jsonLd = <T extends Thing>(data: WithContext<Leaf<T>>): JsonLd =>
  data as unknown as JsonLd;

/** The site as publisher (and author of casino ratings), naming its published method. */
export function organization(origin: string): Leaf<Organization> {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    publishingPrinciples: `${origin}${METHODOLOGY_PATH}`,
  };
}

/** A staff author as schema.org Person, with the page that lists their work. */
export function person(author: Author, origin: string): Leaf<Person> {
  return {
    '@type': 'Person',
    name: author.name,
    url: `${origin}${authorPath(author.slug)}`,
    jobTitle: author.role,
    ...(author.photoUrl ? { image: new URL(author.photoUrl, `${origin}/`).toString() } : {}),
    ...(author.links.length ? { sameAs: author.links } : {}),
  };
}

/** An author's page: a ProfilePage whose main entity is the Person. */
export function profilePage(author: Author, origin: string): JsonLd {
  return jsonLd<ProfilePage>({
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url: `${origin}${authorPath(author.slug)}`,
    mainEntity: { ...person(author, origin), description: author.bio },
  });
}

export interface Crumb {
  name: string;
  /** Site path; the last crumb (the page itself) may leave it out. */
  path?: string;
}

export function breadcrumbList(crumbs: Crumb[], origin: string): JsonLd {
  return jsonLd<BreadcrumbList>({
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index): Leaf<ListItem> => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: `${origin}${crumb.path === '/' ? '/' : crumb.path}` } : {}),
    })),
  });
}

/** The section a path's first segment belongs to, as a crumb (the author pages have none). */
const SECTIONS: Record<string, Crumb> = {
  casino: { name: 'Compare Casinos', path: '/compare' },
  compare: { name: 'Compare Casinos', path: '/compare' },
  reviews: { name: 'Casino Reviews', path: '/reviews' },
  guides: { name: 'Guides & Articles', path: '/guides' },
};

/** Home, the section (for a page below one), then the page: the crumbs of any public path. */
export function crumbsOf(path: string, pageName: string): Crumb[] {
  const home: Crumb = { name: 'Home', path: '/' };
  if (path === '/') return [home];
  const [, first = '', second] = path.split('/');
  const section = second ? SECTIONS[first] : undefined;
  return [home, ...(section ? [section] : []), { name: pageName, path }];
}
