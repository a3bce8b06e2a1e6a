// A ledger's records on a phone (issue 22): one card per record, its first column as the title and
// every other column as a labelled fact, actions included, so nothing needs sideways scrolling. The
// list keeps the table's name; each card is a list item with a description list.
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Column } from '#web/components/data-table.tsx';

interface RecordCardsProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
}

export function RecordCards<T>({ label, rows, columns, rowKey }: RecordCardsProps<T>) {
  const [title, ...facts] = columns;
  return (
    <Stack component="ul" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm">
          {title && <Text fw={600}>{title.cell(row)}</Text>}
          <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0} mt={title ? 'xs' : 0}>
            {facts.map((column) => (
              <div key={column.header} style={column.numeric ? { textAlign: 'right' } : undefined}>
                <Text component="dt" size="xs" c="dimmed">{column.header}</Text>
                <Text component="dd" size="sm" m={0}>{column.cell(row)}</Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
