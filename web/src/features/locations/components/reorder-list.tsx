// An employee's locations as an ordered list that can be rearranged by dragging a row, or from the
// keyboard with each row's "Move up" and "Move down" buttons (WCAG 2.5.7: dragging always has a
// single-pointer alternative). The first row is the "Primary location" (REFERENCE §3.4). After a
// button move, focus follows the moved row, so pressing again keeps moving the same location.
import { ActionIcon, Badge, Group, Paper, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { LocationRef } from '#functions/contract/common.ts';

type Direction = 'up' | 'down';

interface ReorderListProps {
  items: readonly LocationRef[];
  /** Moves the item at `from` to `to` (the new order is the caller's until saved). */
  onMove: (from: number, to: number) => void;
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mantine-spacing-xs)' } as const;

/** The focus to restore after a button move: the moved row's button, or its other one at an end. */
function useFollowFocus(items: readonly LocationRef[]) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [target, setTarget] = useState<{ id: string; direction: Direction }>();
  useEffect(() => {
    if (!target) return;
    const index = items.findIndex((item) => item.id === target.id);
    const atEnd = target.direction === 'up' ? index === 0 : index === items.length - 1;
    const direction = atEnd ? (target.direction === 'up' ? 'down' : 'up') : target.direction;
    buttons.current.get(`${target.id}-${direction}`)?.focus();
  }, [target, items]);
  const register = (id: string, direction: Direction) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(`${id}-${direction}`, button);
    else buttons.current.delete(`${id}-${direction}`);
  };
  return { register, follow: (id: string, direction: Direction) => setTarget({ id, direction }) };
}

interface RowContentProps {
  item: LocationRef;
  /** 1-based; position 1 is the primary location. */
  position: number;
  count: number;
  register: (id: string, direction: Direction) => (button: HTMLButtonElement | null) => void;
  onMove: (direction: Direction) => void;
}

/** One row: grip, position, name (and the primary badge), and the two move buttons. */
function RowContent({ item, position, count, register, onMove }: RowContentProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <IconGripVertical size={18} aria-hidden color="var(--mantine-color-gray-7)" />
      {/* The list itself tells a screen reader the position ("1 of 3"). */}
      <Text fw={600} w={24} ta="right" aria-hidden>
        {position}.
      </Text>
      <Group gap="xs" flex={1} miw={0}>
        <Text style={{ overflowWrap: 'anywhere' }}>{item.name}</Text>
        {position === 1 && (
          <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
            Primary location
          </Badge>
        )}
      </Group>
      <ActionIcon ref={register(item.id, 'up')} variant="default" size="lg" aria-label={`Move ${item.name} up`} disabled={position === 1} onClick={() => onMove('up')}>
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon ref={register(item.id, 'down')} variant="default" size="lg" aria-label={`Move ${item.name} down`} disabled={position === count} onClick={() => onMove('down')}>
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

export function ReorderList({ items, onMove }: ReorderListProps) {
  const [dragged, setDragged] = useState<number>();
  const { register, follow } = useFollowFocus(items);
  const move = (index: number, direction: Direction) => {
    const item = items[index];
    if (!item) return;
    onMove(index, direction === 'up' ? index - 1 : index + 1);
    follow(item.id, direction);
  };
  // The list rearranges while the row is dragged over others, so the drop needs no work of its own.
  const dragOver = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged === undefined || dragged === index) return;
    onMove(dragged, index);
    setDragged(index);
  };

  return (
    <ol aria-label="Location order" style={listStyle}>
      {items.map((item, index) => (
        <Paper
          key={item.id}
          component="li"
          withBorder
          p="xs"
          radius="md"
          draggable
          onDragStart={(event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', item.id);
            setDragged(index);
          }}
          onDragOver={(event: DragEvent) => dragOver(event, index)}
          onDrop={(event: DragEvent) => event.preventDefault()}
          onDragEnd={() => setDragged(undefined)}
          bg={dragged === index ? 'care.0' : undefined}
          style={{ cursor: 'grab' }}
        >
          <RowContent item={item} position={index + 1} count={items.length} register={register} onMove={(direction) => move(index, direction)} />
        </Paper>
      ))}
    </ol>
  );
}
