// A list as a table: a caption-like name (aria-label), one header row, one row per record. Two
// layouts for a narrow screen. A wide ledger (stock, movements) keeps every column: it scrolls
// sideways inside its own container (keyboard-scrollable: the container takes focus) on a tablet, and
// on a phone (issue 22) each record becomes a card of labelled facts with its actions, so no figure or
// button is ever off-screen; striped, and an empty list says so in a sentence. A settings list (staff, products) instead hides its secondary
// columns below a breakpoint and shows their facts as a summary under the first cell, so a phone
// never scrolls sideways; it is unstriped, and an empty list is a dimmed row under the headers.
import { Box, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { RecordCards } from '#web/components/record-cards.tsx';
import type { ReactNode } from 'react';

type Breakpoint = 'sm' | 'md';

export interface Column<T> {
  header: string;
  /** Quantities, amounts and row actions: right-aligned, so their digits and buttons line up. */
  numeric?: boolean;
  /** Shown only from this breakpoint up; below it the row summary carries the column's facts. */
  from?: Breakpoint;
  cell: (row: T) => ReactNode;
}

/** A wide ledger: scrolls inside its container below `minWidth`. */
interface ScrollLayout {
  layout?: 'scroll';
  minWidth: number;
}

/** A settings list: columns collapse into `summary` below `below`. */
interface CollapseLayout<T> {
  layout: 'collapse';
  summary: { below: Breakpoint; cell: (row: T) => ReactNode };
}

type DataTableProps<T> = (ScrollLayout | CollapseLayout<T>) & {
  /** The table's name for assistive technology ("Practice stock"). */
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** What an empty list says ("No requests."). */
  empty: string;
};

/** Mantine's `xs` breakpoint: phones. */
const phoneQuery = '(max-width: 36em)';

const align = ({ numeric }: { numeric?: boolean }) => (numeric ? 'right' : undefined);

interface RowsProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  summary?: CollapseLayout<T>['summary'];
}

function Rows<T>({ rows, columns, rowKey, summary }: RowsProps<T>) {
  return rows.map((row) => (
    <Table.Tr key={rowKey(row)}>
      {columns.map((column, index) => (
        <Table.Td key={column.header} ta={align(column)} visibleFrom={column.from}>
          {column.cell(row)}
          {index === 0 && summary && <Box hiddenFrom={summary.below}>{summary.cell(row)}</Box>}
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

function Head<T>({ columns }: { columns: readonly Column<T>[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column.header} ta={align(column)} visibleFrom={column.from}>
            {column.header}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { label, rows, columns, rowKey, empty } = props;
  if (props.layout === 'collapse') {
    return (
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Head columns={columns} />
        <Table.Tbody>
          <Rows rows={rows} columns={columns} rowKey={rowKey} summary={props.summary} />
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed">{empty}</Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    );
  }
  return <Ledger {...props} />;
}

/** The scroll layout; a phone gets cards instead of a table wider than the screen. */
function Ledger<T>({ label, rows, columns, rowKey, empty, minWidth }: DataTableProps<T> & ScrollLayout) {
  const phone = useMediaQuery(phoneQuery, undefined, { getInitialValueInEffect: false });
  if (rows.length === 0) return <Text>{empty}</Text>;
  if (phone) return <RecordCards label={label} rows={rows} columns={columns} rowKey={rowKey} />;
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0}>
      <Table striped aria-label={label}>
        <Head columns={columns} />
        <Table.Tbody>
          <Rows rows={rows} columns={columns} rowKey={rowKey} />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
