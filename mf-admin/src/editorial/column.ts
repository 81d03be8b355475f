import type { ReactNode } from 'react';

/**
 * A column of a manage screen's table. `Sort`: the list's sortable column names, as the contract
 * declares them for it (AdminSortKey<list>).
 */
export interface Column<T, Sort extends string = string> {
  header: string;
  cell: (record: T) => ReactNode;
  /** The server's sort name of this column, when it can be sorted. */
  sort?: Sort;
}
