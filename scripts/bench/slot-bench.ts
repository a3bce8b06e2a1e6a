// Slot computation budget (issue 9): 60 days of availability with 500 existing bookings, ≤ 20 ms
// median. `npm run bench -- --only=slots` prints it with the other figures; run alone:
// `node --import tsx scripts/bench/slot-bench.ts`.
import { computeSlots, type SlotInput } from '#functions/schedule/slots/compute-slots.ts';
import { addDays, instantOfLocal } from '#functions/schedule/slots/local-time.ts';
import { budgets } from '#scripts/bench/budgets.ts';
import { figure, type Figure } from '#scripts/bench/report.ts';

export interface SlotBenchResult {
  name: string;
  medianMs: number;
  p95Ms: number;
  budgetMs: number;
  slots: number;
}

function benchInput(): SlotInput {
  const zone = 'America/Chicago';
  // Spans the November DST change, so the slow path for transition days is included.
  const fromDate = '2026-10-15';
  const toDate = addDays(fromDate, 59);
  const availability = Array.from({ length: 60 }, (_, d) => ({
    date: addDays(fromDate, d), timings: [{ start_time: '08:00', end_time: '12:00' }, { start_time: '13:00', end_time: '20:00' }],
  }));
  // 500 bookings: 30-minute appointments spread over the 60 days, at varying hours.
  const employeeBusy = Array.from({ length: 500 }, (_, i) => {
    const start = instantOfLocal(addDays(fromDate, i % 60), (8 + ((i * 7) % 11)) * 60 + ((i * 15) % 60), zone) ?? 0;
    return { start, end: start + 30 * 60_000 };
  });
  return {
    zone, fromDate, toDate, durationMinutes: 45, bufferMinutes: 10, availability, employeeBusy,
    unavailability: [{ startAt: '2026-10-14T17:00:00.000Z', endAt: '2026-10-14T18:00:00.000Z', available: false, everyWeek: true }],
    clientBusy: employeeBusy.slice(0, 20),
    policy: { stepMinutes: 15, dayStart: '07:00', dayEnd: '20:00', minNoticeMinutes: 60, maxHorizonDays: 365 },
    nowMs: Date.parse('2026-10-14T12:00:00.000Z'),
  };
}

export function measureSlotComputation(iterations = 60): SlotBenchResult {
  const input = benchInput();
  let slots = 0;
  for (let i = 0; i < 10; i += 1) slots = computeSlots(input).length; // warm-up (JIT, zone caches)
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    computeSlots(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { name: 'slots: 60 days × 500 bookings', medianMs: Number(at(0.5).toFixed(2)), p95Ms: Number(at(0.95).toFixed(2)), budgetMs: budgets.slotComputationMs, slots };
}

export function slotFigures(): Figure[] {
  const result = measureSlotComputation();
  if (result.slots === 0) throw new Error('the slot bench computed no slots: its input no longer fits the engine');
  return [figure(`${result.name}: median of 60 (${result.slots} slots)`, result.medianMs, 'ms', budgets.slotComputationMs)];
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  process.stdout.write(`${JSON.stringify(measureSlotComputation())}\n`);
}
