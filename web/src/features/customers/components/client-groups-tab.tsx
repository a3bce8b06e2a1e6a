// The Groups tab (REFERENCE §3.3, §4.2): the client's groups with their members; add a group (the
// same name in any case merges the members), rename or change members, delete after a question.
import { Button, Card, Group, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { ClientFull, ClientGroup } from '#functions/contract/clients.ts';
import { AppModal } from '#web/components/app-modal.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { useAddClientGroup, useDeleteClientGroup, useUpdateClientGroup } from '#web/features/customers/api/client-group-writes.ts';
import { useClients } from '#web/features/customers/api/get-clients.ts';
import { notifySuccess } from '#web/lib/notify.ts';

interface Choice { value: string; label: string }

/** Members are picked from the directory search (clients the caller may see), plus those already chosen. */
function MemberPicker({ ownerId, value, onChange, known }: { ownerId: string; value: string[]; onChange: (ids: string[]) => void; known: Choice[] }) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 250);
  const found = useClients({ query, page: 1 }).data?.clients ?? [];
  const choices = new Map<string, Choice>(known.map((c) => [c.value, c]));
  found.filter((c) => c.id !== ownerId).forEach((c) => choices.set(c.id, { value: c.id, label: `${c.name} ${c.last_name}` }));
  return (
    <MultiSelect
      label="Members" description="Search by name, email or phone." data={[...choices.values()]} value={value} onChange={onChange}
      searchable searchValue={search} onSearchChange={setSearch} filter={({ options }) => options} nothingFoundMessage="No client found"
    />
  );
}

interface EditorProps { client: ClientFull; group: ClientGroup | 'new' | undefined; onClose: () => void }

function GroupEditor({ client, group, onClose }: EditorProps) {
  const existing = group !== 'new' ? group : undefined;
  const [name, setName] = useState(existing?.group_name ?? '');
  const [members, setMembers] = useState<string[]>(existing?.client_ids ?? []);
  const add = useAddClientGroup(client.id);
  const update = useUpdateClientGroup(client.id);
  const save = existing ? update : add;
  const known = (existing?.clients ?? []).map((c) => ({ value: c.id, label: `${c.name} ${c.last_name}` }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const done = (answer: { message: string }) => { notifySuccess(answer.message); onClose(); };
    if (existing) update.mutate({ group_id: existing.id, new_group_name: name, client_ids: members }, { onSuccess: done });
    else add.mutate({ group_name: name, client_ids: members }, { onSuccess: done });
  };
  return (
    <AppModal opened={group !== undefined} onClose={onClose} title={existing ? `Edit ${existing.group_name}` : 'New group'}>
      <form onSubmit={submit} aria-label={existing ? 'Edit group' : 'New group'}>
        <Stack gap="md">
          <TextInput label="Group name" required value={name} onChange={(e) => setName(e.currentTarget.value)} description={existing ? undefined : 'An existing name adds these members to that group.'} data-autofocus />
          <MemberPicker ownerId={client.id} value={members} onChange={setMembers} known={known} />
          <FormProblems error={save.error} title="Could not save the group" otherErrors={[]} />
          <FormActions label={existing ? 'Save group' : 'Add group'} pending={save.isPending} onCancel={onClose} disabled={name.trim() === ''} />
        </Stack>
      </form>
    </AppModal>
  );
}

export function ClientGroupsTab({ client, editable }: { client: ClientFull; editable: boolean }) {
  const [editing, setEditing] = useState<ClientGroup | 'new'>();
  const [deleting, setDeleting] = useState<ClientGroup>();
  const remove = useDeleteClientGroup(client.id);
  const yes = () => deleting && remove.mutate({ group_id: deleting.id }, { onSuccess: () => { notifySuccess(`${deleting.group_name} was deleted.`); setDeleting(undefined); } });
  return (
    <Stack gap="md">
      {editable && <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} w="fit-content">Add group</Button>}
      {client.groups.length === 0 && <Text c="dimmed">No groups for this client.</Text>}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {client.groups.map((g) => (
          <Card key={g.id} withBorder radius="md" padding="sm" component="li">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>{g.group_name}</Text>
                <Text size="sm" c="dimmed">{g.clients.length === 0 ? 'No members' : g.clients.map((c) => `${c.name} ${c.last_name}`).join(', ')}</Text>
              </div>
              {editable && (
                <Group gap="xs">
                  <Button size="xs" variant="light" onClick={() => setEditing(g)} aria-label={`Edit ${g.group_name}`}>Edit</Button>
                  <Button size="xs" variant="light" color="red" onClick={() => { remove.reset(); setDeleting(g); }} aria-label={`Delete ${g.group_name}`}>Delete</Button>
                </Group>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
      {editing !== undefined && <GroupEditor client={client} group={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog question={deleting && `Delete ${deleting.group_name}?`} busy={remove.isPending} error={remove.error} onYes={yes} onNo={() => setDeleting(undefined)}>
        The group is removed; its members stay clients.
      </ConfirmDialog>
    </Stack>
  );
}
