// The directory beside the selected client (REFERENCE §5 "Clients"): search by a prefix of a name,
// email or phone, numbered pages, and "Add Client". The server sends it by last name (decision 036).
// No scroll box of its own: on a phone the list scrolls with the page; from `md` up the column is as
// tall as the window and the list fills it, with room kept for its scrollbar beside the emails.
import { Button, NavLink, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, generatePath } from 'react-router-dom';
import { LoadError } from '#web/components/load-error.tsx';
import { SearchField } from '#web/components/search-field.tsx';
import { paths } from '#web/config/paths.ts';
import { useClients } from '#web/features/customers/api/get-clients.ts';

/** "1 client", "2 clients". */
export const clientCount = (n: number): string => `${n} ${n === 1 ? 'client' : 'clients'}`;

export function ClientDirectory({ selectedId }: { selectedId: string | undefined }) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 250);
  const [page, setPage] = useState(1);
  const list = useClients({ query, page });
  const data = list.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Client list" className="client-directory">
      <Stack gap="sm" className="client-directory-stack">
        <Button component={Link} to={paths.addNewClient} leftSection={<IconPlus size={18} aria-hidden />}>Add Client</Button>
        {/* Its own box: the search field grows along a row (flex 1), and in this column, as tall as the
            window from `md` up, it grew down and pushed the list to the bottom. */}
        <div>
          <SearchField label="Search clients" placeholder="Name, email or phone" value={search} onChange={(v) => { setSearch(v); setPage(1); }} />
        </div>
        {list.isError && <LoadError title="Could not load the clients" error={list.error} onRetry={() => void list.refetch()} />}
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.total_entries === 0 ? (query ? 'No client matches your search.' : 'No clients yet.') : clientCount(data.total_entries)}
          </Text>
        )}
        <nav aria-label="Clients" className="client-directory-list">
          {data?.clients.map((c) => (
            <NavLink
              key={c.id}
              component={Link}
              to={generatePath(paths.customer, { clientId: c.id })}
              label={`${c.name} ${c.last_name}`}
              description={c.email}
              classNames={{ description: 'client-directory-email' }}
              active={c.id === selectedId}
              aria-current={c.id === selectedId ? 'page' : undefined}
            />
          ))}
        </nav>
        {data && data.total_pages > 1 && (
          <Pagination total={data.total_pages} value={page} onChange={setPage} size="sm" getControlProps={(control) => ({ 'aria-label': `${control} page` })} getItemProps={(p) => ({ 'aria-label': `Page ${p}` })} />
        )}
      </Stack>
    </Paper>
  );
}
