// Small shared shapes of the schedule feature.

/** FullCalendar's move: calendar units (in the view's zone), then exact milliseconds. */
export interface CalendarDelta {
  years: number;
  months: number;
  days: number;
  milliseconds: number;
}
