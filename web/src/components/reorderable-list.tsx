// An ordered list whose rows move with "Move up" / "Move down" buttons rather than by dragging, so a
// keyboard or switch user reorders the same way as anyone (WCAG 2.5.7). Each move is announced in a
// polite live region, and focus stays on a button of the moved row even when the one pressed becomes
// disabled at the top or bottom.
import { ActionIcon, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface ReorderableListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** How the row is named in button labels and announcements ("Question 2: Allergies"). */
  nameOf: (item: T, index: number) => string;
  onChange: (items: T[]) => void;
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the list for assistive technology ("Questions"). */
  label: string;
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined || to < 0 || to > items.length - 1) return [...items];
  next.splice(to, 0, moved);
  return next;
}

export function ReorderableList<T>({ items, keyOf, nameOf, onChange, renderItem, label }: ReorderableListProps<T>) {
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ key: string; direction: 'up' | 'down' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || !listRef.current) return;
    focusAfterMove.current = null;
    const row = listRef.current.querySelector(`[data-row-key="${CSS.escape(wanted.key)}"]`);
    const preferred = row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.direction}"]:not(:disabled)`);
    (preferred ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
  }, [items]);

  const move = (index: number, direction: 'up' | 'down') => {
    const item = items[index];
    if (item === undefined) return;
    const to = direction === 'up' ? index - 1 : index + 1;
    focusAfterMove.current = { key: keyOf(item), direction };
    onChange(moveItem(items, index, to));
    setAnnouncement(`${nameOf(item, index)} moved to position ${to + 1} of ${items.length}.`);
  };
  const remove = (index: number) => {
    const item = items[index];
    if (item === undefined) return;
    onChange(items.filter((_, i) => i !== index));
    setAnnouncement(`${nameOf(item, index)} removed.`);
  };

  return (
    <>
      <ol ref={listRef} aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}>
        {items.map((item, index) => {
          const name = nameOf(item, index);
          return (
            <Paper component="li" key={keyOf(item)} data-row-key={keyOf(item)} withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div style={{ flex: 1, minWidth: 0 }}>{renderItem(item, index)}</div>
                <Stack gap={4}>
                  <ActionIcon variant="default" data-move="up" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => move(index, 'up')}>
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="default" data-move="down" aria-label={`Move ${name} down`} disabled={index === items.length - 1} onClick={() => move(index, 'down')}>
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={() => remove(index)}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </ol>
      {items.length === 0 && <Text c="dimmed" size="sm">Nothing added yet.</Text>}
      <VisuallyHidden role="status" aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}
