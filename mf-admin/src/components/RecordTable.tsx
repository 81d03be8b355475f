import type { ReactNode } from 'react';
import { RowButtons } from './ManageParts';
import { Table, TableWrap } from './styles';

export interface Column<T> {
  header: string;
  cell: (record: T) => ReactNode;
  /** The server's sort name of this column, when it can be sorted. */
  sort?: string;
}

interface RecordTableProps<T extends { id: string }> {
  columns: Column<T>[];
  records: T[];
  /** Names a record in its action labels: 'Edit Crown Coins Casino'. */
  label: (record: T) => string;
  canManage: boolean;
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
}

/** The table of a manage screen: the screen's columns, then the edit and delete actions. */
export function RecordTable<T extends { id: string }>({
  columns,
  records,
  label,
  canManage,
  onEdit,
  onDelete,
}: RecordTableProps<T>) {
  return (
    <TableWrap>
      <Table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(record)}</td>
              ))}
              <td>
                <RowButtons
                  label={label(record)}
                  disabled={!canManage}
                  onEdit={() => onEdit(record)}
                  onDelete={() => onDelete(record)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
