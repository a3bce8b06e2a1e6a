import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable } from '#web/components/data-table.tsx';

interface Fruit {
  id: string;
  name: string;
  grams: number;
}

const columns: readonly Column<Fruit>[] = [
  { header: 'Name', cell: (fruit) => fruit.name },
  { header: 'Weight', numeric: true, from: 'sm', cell: (fruit) => `${fruit.grams} g` },
];
const fruits: readonly Fruit[] = [{ id: 'a', name: 'Apple', grams: 180 }];
const summary = { below: 'sm', cell: (fruit: Fruit) => `weighs ${fruit.grams} g` } as const;

const renderIn = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('DataTable, the one table of lists', () => {
  it('a settings list keeps its headers when empty and says so in a row', () => {
    renderIn(<DataTable label="Fruit" layout="collapse" rows={[]} columns={columns} rowKey={(fruit) => fruit.id} summary={summary} empty="No fruit yet." />);
    const table = within(screen.getByRole('table', { name: 'Fruit' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Weight']);
    const cell = table.getByRole('cell', { name: 'No fruit yet.' });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('a settings list puts the summary of its hidden columns under the first cell', () => {
    renderIn(<DataTable label="Fruit" layout="collapse" rows={fruits} columns={columns} rowKey={(fruit) => fruit.id} summary={summary} empty="No fruit yet." />);
    const [first, weight] = within(screen.getByRole('table', { name: 'Fruit' })).getAllByRole('cell');
    expect(first).toHaveTextContent('Appleweighs 180 g');
    expect(weight).toHaveTextContent('180 g');
    expect(weight).toHaveStyle({ textAlign: 'right' });
  });

  it('a ledger says an empty list in a sentence, without a table', () => {
    renderIn(<DataTable label="Fruit" rows={[]} columns={columns} rowKey={(fruit) => fruit.id} minWidth={400} empty="No fruit yet." />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No fruit yet.')).toBeInTheDocument();
  });
});
