import type { SortOrder } from 'mongoose';

/** How one admin list searches and sorts: the client's column names mapped to stored fields. */
export interface ListRules {
  /** Fields the search text is matched against (case-insensitive, anywhere). */
  search: string[];
  /** Sortable columns: client name -> stored field. */
  sorts: Record<string, string>;
  /** Order when the client asks for none (each table's default order). */
  defaultSort: Record<string, SortOrder>;
}
