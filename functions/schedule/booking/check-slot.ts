// check-*: the exact interval of a booking or reschedule re-runs the slot test (REFERENCE §3.6):
// on the grid, inside availability, the booking window and the horizon, free for employee and client.
import { badRequest } from '#functions/lib/errors/app-error.ts';
import { clientBusy, slotTaken } from '#functions/schedule/booking/check-booking-subject.ts';
import type { LoadedSlotInput } from '#functions/schedule/booking/load-slot-input.ts';
import { checkInterval } from '#functions/schedule/slots/compute-slots.ts';
import { minuteMs } from '#functions/schedule/slots/intervals.ts';

export interface RequestedTime {
  date: string;
  startAt: string;
  endAt: string;
}

export function checkSlot(loaded: LoadedSlotInput, time: RequestedTime, durationMinutes: number, bufferMinutes: number): void {
  const start = Date.parse(time.startAt);
  const end = Date.parse(time.endAt);
  if (end - start !== durationMinutes * minuteMs) {
    throw badRequest({ end_time: `The treatments take ${durationMinutes} minutes: end time must be start time plus that` });
  }
  const refusal = checkInterval({ ...loaded.base, durationMinutes, bufferMinutes }, { start, end, date: time.date });
  if (refusal === 'client_double_booked') throw clientBusy();
  if (refusal !== null) throw slotTaken();
}
