import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable } from '#web/components/data-table.tsx';
import { restoreWindowWidth, setWindowWidth } from '#test/web/media-helpers.ts';

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

  it('a ledger on a phone shows each record as a card of labelled facts, actions included (issue 22)', () => {
    setWindowWidth(390);
    try {
      const withAction: readonly Column<Fruit>[] = [...columns, { header: 'Actions', cell: (fruit) => <button type="button">Eat {fruit.name}</button> }];
      renderIn(<DataTable label="Fruit" rows={fruits} columns={withAction} rowKey={(fruit) => fruit.id} minWidth={720} empty="No fruit yet." />);

      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(screen.getByRole('list', { name: 'Fruit' })).getByRole('listitem');
      expect(card).toHaveTextContent('Apple');
      expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['Weight', 'Actions']);
      expect(within(card).getByRole('button', { name: 'Eat Apple' })).toBeInTheDocument();
    } finally {
      restoreWindowWidth();
    }
  });
});
