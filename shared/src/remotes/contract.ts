import type { LegalPageKey } from '../constants/content';
import type { Casino, Guide, Review } from '../types';

/** No props: the module reads what it needs from the URL and the store. */
type NoProps = Record<string, never>;

/** Declares a module's props in the contract: a type only, the value is never read. */
const props = <Props = NoProps>() => undefined as unknown as Props;

/**
 * Every module a remote exposes, with the props it takes, declared once: the typed contract
 * between the shell (and any remote that mounts another) and the remotes. Each remote's
 * `src/exposes.ts` compiles its components against it (and its webpack `exposes` is read from
 * that file), every mount compiles its props against it, and the contract test (tests/contract)
 * checks that each remote's builds expose exactly these modules. Adding a module is a minor version
 * of the contract; removing one or changing its props is major.
 */
const REMOTE_MODULE_CONTRACT = {
  'catalog/HomeHero': props(),
  'catalog/TopRated': props(),
  'catalog/ComparePage': props(),
  'catalog/CasinoPage': props(),
  'catalog/BonusesPage': props(),
  'catalog/MethodologyPage': props(),
  'catalog/HeadToHeadPage': props(),
  'catalog/CasinoArticle': props<{ casino: Casino }>(),
  'catalog/CoinValuePage': props(),
  'catalog/DailyBonusesPage': props(),
  'content/ReviewsPage': props(),
  'content/ReviewPage': props(),
  'content/GuidesPage': props(),
  'content/GuidePage': props(),
  'content/ContactPage': props(),
  'content/LegalPage': props<{ page: LegalPageKey }>(),
  'content/LatestReviews': props(),
  'content/GuidesSection': props(),
  'content/Newsletter': props(),
  'content/Faq': props(),
  'content/FaqPage': props(),
  'content/GuideArticle': props<{ guide: Guide }>(),
  'content/ReviewArticle': props<{ review: Review }>(),
  'content/StatesPage': props(),
  'content/StatePage': props(),
  'content/AuthorPage': props(),
  'games/GamesPage': props(),
  'games/GamePreviews': props<{ casino: Casino }>(),
  'games/GamesPromo': props(),
  'admin/AdminApp': props(),
};

export type RemoteModuleProps = typeof REMOTE_MODULE_CONTRACT;

export type RemoteModuleId = keyof RemoteModuleProps;

/** The modules mounted with no props (a page, a home section). */
export type ModuleWithoutProps = {
  [Id in RemoteModuleId]: Record<string, never> extends RemoteModuleProps[Id] ? Id : never;
}[RemoteModuleId];

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

/** Every module id at run time (for the contract test and tooling). */
export const REMOTE_MODULE_IDS = /* @__PURE__ */ Object.keys(
  REMOTE_MODULE_CONTRACT,
) as RemoteModuleId[];

export const remoteNameOf = (id: RemoteModuleId): RemoteName => id.split('/')[0] as RemoteName;
