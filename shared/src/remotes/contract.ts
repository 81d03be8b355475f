import type { LegalPageKey } from '../constants/content';
import type { Casino, Guide, Review } from '../types';

/** No props: the module reads what it needs from the URL and the store. */
type NoProps = Record<string, never>;

/**
 * Every module a remote exposes, with the props it takes: the typed contract between the shell
 * (and any remote that mounts another) and the remotes. Each remote's `src/exposes.ts` compiles
 * its components against it, every mount compiles its props against it, and the contract test
 * (tests/contract) checks that each remote's webpack `exposes` lists exactly these modules.
 * Adding a module is a minor version of the contract; removing one or changing its props is major.
 */
export interface RemoteModuleProps {
  'catalog/HomeHero': NoProps;
  'catalog/TopRated': NoProps;
  'catalog/ComparePage': NoProps;
  'catalog/CasinoPage': NoProps;
  'catalog/BonusesPage': NoProps;
  'catalog/MethodologyPage': NoProps;
  'catalog/HeadToHeadPage': NoProps;
  // Presentational: the casino page's content from a record (the admin's live preview).
  'catalog/CasinoArticle': { casino: Casino };
  'catalog/CoinValuePage': NoProps;
  'catalog/DailyBonusesPage': NoProps;
  'content/ReviewsPage': NoProps;
  'content/ReviewPage': NoProps;
  'content/GuidesPage': NoProps;
  'content/GuidePage': NoProps;
  'content/ContactPage': NoProps;
  'content/LegalPage': { page: LegalPageKey };
  'content/LatestReviews': NoProps;
  'content/GuidesSection': NoProps;
  'content/Newsletter': NoProps;
  'content/Faq': NoProps;
  // Presentational: the record as props (the admin's live preview mounts them with a draft).
  'content/GuideArticle': { guide: Guide };
  'content/ReviewArticle': { review: Review };
  'content/StatesPage': NoProps;
  'content/StatePage': NoProps;
  'content/AuthorPage': NoProps;
  'games/GamesPage': NoProps;
  'games/GamePreviews': { casino: Casino };
  'games/GamesPromo': NoProps;
  'admin/AdminApp': NoProps;
}

export type RemoteModuleId = keyof RemoteModuleProps;

/** 'catalog' | 'content' | 'games' | 'admin'. */
export type RemoteName = RemoteModuleId extends `${infer Name}/${string}` ? Name : never;

/** The exposed names of one remote: 'HomeHero' | 'TopRated' | ... for 'catalog'. */
export type ExposedName<Name extends RemoteName> = RemoteModuleId extends infer Id
  ? Id extends `${Name}/${infer Module}`
    ? Module
    : never
  : never;

/** A function component taking these props (the contract stays free of React's types). */
export type ExposedComponent<Props> = (props: Props) => unknown;

/** What a remote's `src/exposes.ts` must provide: one component per module, with its props. */
export type ExposedComponents<Name extends RemoteName> = {
  [Module in ExposedName<Name>]: ExposedComponent<
    RemoteModuleProps[`${Name}/${Module}` & RemoteModuleId]
  >;
};

/** The same list at run time (for the contract test and tooling). */
export const REMOTE_MODULE_IDS = [
  'catalog/HomeHero',
  'catalog/TopRated',
  'catalog/ComparePage',
  'catalog/CasinoPage',
  'catalog/BonusesPage',
  'catalog/MethodologyPage',
  'catalog/HeadToHeadPage',
  'catalog/CasinoArticle',
  'catalog/CoinValuePage',
  'catalog/DailyBonusesPage',
  'content/ReviewsPage',
  'content/ReviewPage',
  'content/GuidesPage',
  'content/GuidePage',
  'content/ContactPage',
  'content/LegalPage',
  'content/LatestReviews',
  'content/GuidesSection',
  'content/Newsletter',
  'content/Faq',
  'content/AuthorPage',
  'content/GuideArticle',
  'content/ReviewArticle',
  'content/StatesPage',
  'content/StatePage',
  'games/GamesPage',
  'games/GamePreviews',
  'games/GamesPromo',
  'admin/AdminApp',
] as const satisfies readonly RemoteModuleId[];

// Compile-time: the run-time list names every module of the interface.
type Missing = Exclude<RemoteModuleId, (typeof REMOTE_MODULE_IDS)[number]>;
export const REMOTE_MODULE_IDS_COMPLETE: [Missing] extends [never] ? true : Missing = true;

export const remoteNameOf = (id: RemoteModuleId): RemoteName => id.split('/')[0] as RemoteName;
