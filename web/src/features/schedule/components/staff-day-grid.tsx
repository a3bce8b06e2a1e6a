// The all-staff day view (decision 033): a time axis and one column per staff member, working hours
// shaded, time off hatched, appointments coloured by status. Every empty 15-minute cell is a button
// ("Book {staff} at {time}"): click or Enter books it. Arrow keys move between cells from one tab
// stop. An appointment can be dragged onto a cell of any column (mouse); Edit time does it by keyboard.
import { useState, type KeyboardEvent } from 'react';
import { formatTime } from '#web/lib/zoned-time.ts';
import type { DayColumn } from '#web/features/schedule/day-columns.ts';
import { gridRows, overlaps, within, type GridRow } from '#web/features/schedule/day-grid-layout.ts';
import { DayGridEvent, draggedAppointment } from '#web/features/schedule/components/day-grid-event.tsx';
import '#web/features/schedule/components/staff-day-grid.css';

export interface DayCellChoice {
  staffId: string;
  /** `HH:MM` at the location. */
  time: string;
  start: string;
}

interface StaffDayGridProps {
  date: string;
  timeZone: string;
  columns: DayColumn[];
  onEmptyClick: (choice: DayCellChoice) => void;
  onAppointmentClick: (id: string) => void;
  onDrop: (id: string, target: DayCellChoice) => void;
}

const arrows: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

function cellClass(row: GridRow, column: DayColumn): string {
  if (overlaps(row, column.timeOff)) return 'cb-day-cell cb-day-cell--off';
  return within(row, column.working) ? 'cb-day-cell cb-day-cell--working' : 'cb-day-cell';
}

/** Cells under an appointment are not targets (the appointment is): `row:col` keys. */
function coveredCells(rows: readonly GridRow[], columns: readonly DayColumn[]): Set<string> {
  const covered = new Set<string>();
  columns.forEach((column, col) => {
    const spans = column.appointments.map((appointment) => ({ start: appointment.start_time, end: appointment.end_time }));
    rows.forEach((row, index) => {
      if (overlaps(row, spans)) covered.add(`${index}:${col}`);
    });
  });
  return covered;
}

type Cell = { row: number; col: number };

/** The one tab stop: the remembered cell if free, else the next free one in its column, else the first free one. */
function tabStop(wanted: Cell, rowCount: number, colCount: number, free: (row: number, col: number) => boolean): Cell {
  const cells = Array.from({ length: colCount * rowCount }, (_, i) => ({ row: i % rowCount, col: Math.floor(i / rowCount) }));
  return cells.find((cell) => cell.col === wanted.col && cell.row >= wanted.row && free(cell.row, cell.col)) ?? cells.find((cell) => free(cell.row, cell.col)) ?? wanted;
}

export function StaffDayGrid({ date, timeZone, columns, onEmptyClick, onAppointmentClick, onDrop }: StaffDayGridProps) {
  const rows = gridRows(columns, date, timeZone);
  const covered = coveredCells(rows, columns);
  const free = (row: number, col: number) => !covered.has(`${row}:${col}`);
  const [focus, setFocus] = useState({ row: Math.max(0, rows.findIndex((row) => row.time === '09:00')), col: 0 });
  const wanted = { row: Math.min(focus.row, rows.length - 1), col: Math.min(focus.col, columns.length - 1) };
  const current = tabStop(wanted, rows.length, columns.length, free);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrows[event.key];
    if (!step || !(event.target instanceof HTMLElement) || event.target.dataset.cell === undefined) return;
    event.preventDefault();
    // Skip the cells under appointments, stopping at the grid's edge.
    let next = current;
    for (let probe = { row: current.row + step[0], col: current.col + step[1] }; probe.row >= 0 && probe.col >= 0 && probe.row < rows.length && probe.col < columns.length; probe = { row: probe.row + step[0], col: probe.col + step[1] }) {
      if (free(probe.row, probe.col)) {
        next = probe;
        break;
      }
    }
    setFocus(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.col}"]`)?.focus();
  };

  if (columns.length === 0) return <p className="cb-day-empty">Nobody works at this location on this day. Choose a staff member to book them anyway.</p>;
  const choice = (row: GridRow, column: DayColumn): DayCellChoice => ({ staffId: column.staffId, time: row.time, start: row.start });
  return (
    <div className="cb-day" role="region" aria-label="Day view by staff member" tabIndex={-1} onKeyDown={move} style={{ ['--cb-day-columns' as string]: columns.length }}>
      <div className="cb-day-corner" aria-hidden />
      {columns.map((column) => (
        <div key={column.staffId} className="cb-day-head" role="heading" aria-level={2}>
          {column.name}
        </div>
      ))}
      <div className="cb-day-axis" aria-hidden>
        {rows.map((row) => (
          <div key={row.time} className="cb-day-tick">
            {row.time.endsWith(':00') ? formatTime(row.start, timeZone) : ''}
          </div>
        ))}
      </div>
      {columns.map((column, col) => (
        <div key={column.staffId} className="cb-day-column" role="group" aria-label={column.name}>
          {rows.map((row, index) => (
            <button
              key={row.time}
              type="button"
              className={cellClass(row, column)}
              data-cell={`${index}:${col}`}
              tabIndex={index === current.row && col === current.col ? 0 : -1}
              disabled={!free(index, col)}
              aria-label={`Book ${column.name} at ${formatTime(row.start, timeZone)}`}
              onFocus={() => setFocus({ row: index, col })}
              onClick={() => onEmptyClick(choice(row, column))}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                const id = draggedAppointment(event);
                if (id) onDrop(id, choice(row, column));
              }}
            />
          ))}
          {column.appointments.map((appointment) => (
            <DayGridEvent key={appointment.id} appointment={appointment} rows={rows} date={date} timeZone={timeZone} onClick={onAppointmentClick} />
          ))}
        </div>
      ))}
    </div>
  );
}
