// Notes on an appointment (REFERENCE §3.7, §5): add, edit, delete (asked first), favourite and a due
// date. Only the author or an admin may change a note; the server refuses anyone else.
import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import type { Schedule, ScheduleNote } from '#functions/contract/schedule.ts';
import { InlineConfirm } from '#web/components/inline-confirm.tsx';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { useAddNote } from '#web/features/schedule/api/add-note.ts';
import { useDeleteNote } from '#web/features/schedule/api/delete-note.ts';
import { useUpdateNote } from '#web/features/schedule/api/update-note.ts';

interface NoteDraft {
  content: string;
  due_date: string;
  favorite: boolean;
}

function NoteForm({ initial, submitLabel, busy, onSubmit, onCancel }: { initial: NoteDraft; submitLabel: string; busy: boolean; onSubmit: (draft: NoteDraft) => void; onCancel?: () => void }) {
  const [draft, setDraft] = useState(initial);
  return (
    <Stack gap="xs">
      <Textarea label={submitLabel === 'Add note' ? 'New note' : 'Note'} value={draft.content} onChange={(event) => setDraft({ ...draft, content: event.currentTarget.value })} rows={3} />
      <Group align="flex-end">
        <TextInput label="Due date" type="date" value={draft.due_date} onChange={(event) => setDraft({ ...draft, due_date: event.currentTarget.value })} />
        <Checkbox label="Favourite" checked={draft.favorite} onChange={(event) => setDraft({ ...draft, favorite: event.currentTarget.checked })} mb={8} />
      </Group>
      <Group gap="xs">
        <Button size="sm" onClick={() => onSubmit(draft)} loading={busy} disabled={draft.content.trim() === ''}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function NoteItem({ schedule, note }: { schedule: Schedule; note: ScheduleNote }) {
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const ref = { scheduleId: schedule.id, noteId: note.id };
  const save = (body: Parameters<typeof update.mutate>[0]['body'], after?: () => void) =>
    update.mutate({ ...ref, body: { ...body, version: note.version } }, { onSuccess: ({ message }) => { notifySuccess(message); after?.(); }, onError: (error) => notifyError(error) });

  if (mode === 'edit') {
    return <li><NoteForm initial={{ content: note.content, due_date: note.due_date ?? '', favorite: note.favorite }} submitLabel="Save note" busy={update.isPending} onCancel={() => setMode('view')} onSubmit={(draft) => save({ content: draft.content, due_date: draft.due_date === '' ? null : draft.due_date, favorite: draft.favorite }, () => setMode('view'))} /></li>;
  }
  if (mode === 'delete') {
    return <li><InlineConfirm question="Delete this note?" busy={remove.isPending} onNo={() => setMode('view')} onYes={() => remove.mutate(ref, { onSuccess: ({ message }) => notifySuccess(message), onError: (error) => notifyError(error) })} /></li>;
  }
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{note.content}</Text>
          <ActionIcon variant="subtle" color="yellow.9" aria-label={note.favorite ? 'Unmark favourite' : 'Mark favourite'} aria-pressed={note.favorite} onClick={() => save({ favorite: !note.favorite })}>
            {note.favorite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
          </ActionIcon>
        </Group>
        <Text size="xs" c="dimmed">
          {note.employee.name}
          {note.due_date && ` · due ${note.due_date.slice(5, 7)}/${note.due_date.slice(8, 10)}/${note.due_date.slice(0, 4)}`}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" variant="subtle" onClick={() => setMode('edit')}>
            Edit
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => setMode('delete')}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function AppointmentNotes({ schedule }: { schedule: Schedule }) {
  const add = useAddNote();
  const [formKey, setFormKey] = useState(0);
  const notes = [...schedule.notes].sort((a, b) => Number(b.favorite) - Number(a.favorite) || b.created_at.localeCompare(a.created_at));
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Notes
      </Title>
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {notes.map((note) => (
            <NoteItem key={note.id} schedule={schedule} note={note} />
          ))}
        </Stack>
      )}
      <NoteForm
        key={formKey}
        initial={{ content: '', due_date: '', favorite: false }}
        submitLabel="Add note"
        busy={add.isPending}
        onSubmit={(draft) =>
          add.mutate(
            { schedule_id: schedule.id, content: draft.content, due_date: draft.due_date === '' ? null : draft.due_date, favorite: draft.favorite },
            { onSuccess: ({ message }) => { notifySuccess(message); setFormKey((key) => key + 1); }, onError: (error) => notifyError(error) },
          )
        }
      />
    </Stack>
  );
}
