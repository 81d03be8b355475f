import type { ReactNode } from 'react';

/** A column of a manage screen's table. */
export interface Column<T> {
  header: string;
  cell: (record: T) => ReactNode;
  /** The server's sort name of this column, when it can be sorted. */
  sort?: string;
}
