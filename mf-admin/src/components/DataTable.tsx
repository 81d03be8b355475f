import type { ReactNode } from 'react';
import { VisuallyHidden } from '@sweepscout/kit';
import { Table, TableWrap } from './styles';

interface DataTableProps {
  /** The column headers, left to right. */
  headers: readonly ReactNode[];
  /** A caption for screen readers only. */
  caption?: string;
  /** The body rows. */
  children: ReactNode;
}

/** A plain admin table: its column headers and the rows it is given. */
export function DataTable({ headers, caption, children }: DataTableProps) {
  return (
    <TableWrap>
      <Table>
        {caption ? <VisuallyHidden as="caption">{caption}</VisuallyHidden> : null}
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </TableWrap>
  );
}
