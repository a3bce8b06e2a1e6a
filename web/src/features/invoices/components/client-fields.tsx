// The client of an invoice card (REFERENCE §5): a search among the clients the employee may invoice
// (their linked clients; everyone's for an admin), or "Create Client" with first name, last name and
// email, which the server creates as linked with an invitation.
import { Checkbox, Select, TextInput } from '@mantine/core';
import type { ClientRef } from '#functions/contract/common.ts';
import { FieldGrid } from '#web/components/field-grid.tsx';
import type { CardDraft } from '#web/features/invoices/invoice-draft.ts';

interface ClientFieldsProps {
  card: CardDraft;
  clients: readonly ClientRef[];
  loading: boolean;
  allowNew: boolean;
  set: (patch: Partial<CardDraft>) => void;
  errorAt: (path: string) => string | undefined;
}

export function ClientFields({ card, clients, loading, allowNew, set, errorAt }: ClientFieldsProps) {
  const text = (key: 'first_name' | 'last_name' | 'email', label: string, path: string) => (
    <TextInput label={label} value={card[key]} onChange={(e) => set({ [key]: e.currentTarget.value })} error={errorAt(path)} required />
  );
  return (
    <>
      {allowNew && <Checkbox label="Create Client" checked={card.new_client} onChange={(e) => set({ new_client: e.currentTarget.checked })} />}
      {card.new_client ? (
        <FieldGrid cols={3}>
          {text('first_name', 'First Name', 'new_client.name')}
          {text('last_name', 'Last Name', 'new_client.last_name')}
          {text('email', 'Email', 'new_client.email')}
        </FieldGrid>
      ) : (
        <Select
          label="Client"
          placeholder="Search by name"
          data={clients.map((c) => ({ value: c.id, label: `${c.name} ${c.last_name}` }))}
          value={card.client_id || null}
          onChange={(id) => set({ client_id: id ?? '' })}
          searchable
          nothingFoundMessage={loading ? 'Loading…' : 'No client matches'}
          error={errorAt('client_id')}
          required
        />
      )}
    </>
  );
}
