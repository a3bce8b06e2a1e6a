// A list as a table: a caption-like name (aria-label), one header row, one row per record, and a
// horizontal scroll of its own on a narrow screen (keyboard-scrollable: the container takes focus)
// rather than a page that scrolls sideways. An empty list says so in a sentence instead.
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  /** Quantities and amounts: right-aligned, so their digits line up. */
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

interface DataTableProps<T> {
  /** The table's name for assistive technology ("Practice stock"). */
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** Below this width the table scrolls inside its container. */
  minWidth: number;
  /** What an empty list says ("No requests."). */
  empty: string;
}

export function DataTable<T>({ label, rows, columns, rowKey, minWidth, empty }: DataTableProps<T>) {
  if (rows.length === 0) return <Text>{empty}</Text>;
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
