import type { AdminList, AdminSortKey } from '@sweepscout/shared';
import type { SortOrder } from 'mongoose';

/** How one admin list searches and sorts: the client's column names mapped to stored fields. */
export interface ListRules<Sort extends string = string> {
  /** Fields the search text is matched against (case-insensitive, anywhere). */
  search: string[];
  /** Sortable columns: client name -> stored field. */
  sorts: Record<Sort, string>;
  /** Order when the client asks for none (each table's default order). */
  defaultSort: Record<string, SortOrder>;
}

/**
 * The stored field a list sorts on for the client's column name, or undefined when the list has
 * no such column. Own keys only: `sort=constructor` must not find Object.prototype's.
 */
export function sortFieldOf(rules: ListRules, sort: string | undefined): string | undefined {
  return sort !== undefined && Object.hasOwn(rules.sorts, sort) ? rules.sorts[sort] : undefined;
}

/**
 * The rules of one admin list, whose sortable columns are exactly those the contract declares for
 * it (ADMIN_LIST_SORTS): the admin screen's columns name the same ones.
 */
export function listRulesOf<List extends AdminList>(
  _list: List,
  rules: ListRules<AdminSortKey<List>>,
): ListRules {
  return rules;
}
