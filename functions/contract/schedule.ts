// Scheduling (REFERENCE §2.5, §3.6, §3.7, §4.0, §4.5): availability, unavailability, slots, busy
// times, bookings, staff appointments, notes, appointment products and reminder choices. Instants
// are ISO-8601 UTC; `date` is the location-local date; availability times are location wall-clock.
import * as z from 'zod';
import { cancellationPolicyTerms, clientRef, employeeRef, id, locationRef, plainText } from '#functions/contract/common.ts';
import { orderedRange } from '#functions/contract/date-range.ts';

export const appointmentStatuses = ['pending_deposit', 'booked', 'arrived', 'no_show', 'cancelled'] as const;
export const appointmentStatus = z.enum(appointmentStatuses);
export type AppointmentStatus = z.infer<typeof appointmentStatus>;

export const paymentStates = ['unpaid', 'partially_paid', 'paid'] as const;
export const paymentState = z.enum(paymentStates);
export type PaymentState = z.infer<typeof paymentState>;

export const reminderKinds = ['email_48', 'email_24', 'text_48', 'text_24'] as const;
export const reminderKind = z.enum(reminderKinds, { message: 'Reminder is not valid' });
export type ReminderKind = z.infer<typeof reminderKind>;

export const bookedBy = z.enum(['client', 'staff']);
export type BookedBy = z.infer<typeof bookedBy>;

/**
 * `cancellation_fee` / `no_show_fee`: charged off-session under the appointment's policy; they pay
 * no line. `card_on_file`: staff charged the saved card for (part of) the balance (decision 032).
 */
export const paymentKinds = ['deposit', 'balance', 'line', 'in_person', 'cancellation_fee', 'no_show_fee', 'card_on_file'] as const;
/** Fees are owed for the appointment's time, not for its lines: they never count as paid towards them. */
export const feePaymentKinds = ['cancellation_fee', 'no_show_fee'] as const;
export const paymentMethods = ['card_online', 'cash', 'card_terminal', 'other'] as const;
export const paymentStatuses = ['pending', 'paid', 'expired', 'failed', 'refunded'] as const;

/** `YYYY-MM-DD`, a real calendar date. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD').refine((d) => {
  const parsed = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(d);
}, 'Not a valid date');
/** An instant, ISO-8601 in UTC (`2026-11-24T15:00:00.000Z`); returned normalised to milliseconds. */
export const instant = z.iso.datetime({ message: 'Use an ISO-8601 UTC time' }).transform((t) => new Date(t).toISOString());
/** Wall-clock `HH:MM` (24 h) in the location's zone. */
export const wallClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour HH:MM');

/** `treatment_ids` in a query: comma-separated (`a,b`) or repeated (`?treatment_ids=a&treatment_ids=b`). */
export const treatmentIdsParam = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== ''))
  .pipe(z.array(id).min(1, 'Choose at least one treatment').max(10));
const treatmentIdList = z.array(id).min(1, 'Choose at least one treatment').max(10);
const queryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

// ---------------------------------------------------------------- availability

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const weekday = z.enum(weekdays, { message: 'Day is not valid' });
export type Weekday = z.infer<typeof weekday>;

export const timing = z.object({ start_time: wallClock, end_time: wallClock })
  .refine((t) => t.start_time < t.end_time, { message: 'Start time must be before end time', path: ['end_time'] });
export type Timing = z.infer<typeof timing>;

const noOverlaps = (timings: readonly Timing[]) => {
  const sorted = [...timings].sort((a, b) => a.start_time.localeCompare(b.start_time));
  return sorted.every((t, i) => i === 0 || (sorted[i - 1]?.end_time ?? '') <= t.start_time);
};

/** POST /api/availabilities (flat or under `availability`): each weekday's timings replace that day's. */
export const availabilityBody = orderedRange(z.object({
  employee_id: id.optional(),
  location_id: id,
  start_date: isoDate,
  end_date: isoDate,
  update_all_my_locations: z.boolean().default(false),
  availability_timings: z.array(z.object({
    day: weekday,
    timings: z.array(timing).max(12).refine(noOverlaps, 'Timings of a day must not overlap'),
  })).max(7),
}), 'start_date', 'end_date')
  .refine((b) => new Set(b.availability_timings.map((d) => d.day)).size === b.availability_timings.length,
    { message: 'Each day can appear only once', path: ['availability_timings'] });
export type AvailabilityBody = z.infer<typeof availabilityBody>;

export const availabilityQuery = orderedRange(z.object({
  employee_id: id.optional(),
  location_id: id.optional(),
  from_date: isoDate.optional(),
  to_date: isoDate.optional(),
}), 'from_date', 'to_date');
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

export const availabilityDay = z.object({
  id: z.string(),
  employee_id: z.string(),
  availability_date: z.string(),
  location: locationRef,
  /** The location's zone: the timings are wall-clock there. */
  timezone: z.string(),
  availability_timings: z.array(z.object({ id: z.string(), start_time: z.string(), end_time: z.string() })),
});
export type AvailabilityDay = z.infer<typeof availabilityDay>;

export const idParams = z.object({ id });
export const successResponse = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------- unavailability

export const unavailabilityBody = z.object({
  employee_id: id.optional(),
  start_time: instant,
  end_time: instant,
  available: z.boolean().default(false),
  every_week: z.boolean().default(false),
}).refine((b) => b.start_time < b.end_time, { message: 'Start time must be before end time', path: ['end_time'] });
export type UnavailabilityBody = z.infer<typeof unavailabilityBody>;

/** PUT /api/unavailabilities/{id}: the same fields, plus the `version` last read (stale → 409). */
export const updateUnavailabilityBody = z.object({
  start_time: instant,
  end_time: instant,
  available: z.boolean().default(false),
  every_week: z.boolean().default(false),
  version: z.int().min(1).optional(),
}).refine((b) => b.start_time < b.end_time, { message: 'Start time must be before end time', path: ['end_time'] });
export type UpdateUnavailabilityBody = z.infer<typeof updateUnavailabilityBody>;

/** DELETE of a weekly block: without `occurrence_start` the series goes; with it, that one week only. */
export const deleteUnavailabilityQuery = z.object({ occurrence_start: instant.optional() });

export const unavailability = z.object({
  id: z.string(),
  employee_id: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  available: z.boolean(),
  every_week: z.boolean(),
  version: z.int(),
});
export type Unavailability = z.infer<typeof unavailability>;
export const publicUnavailability = unavailability.pick({ id: true, start_time: true, end_time: true, available: true, every_week: true });
export const employeeQuery = z.object({ employee_id: id });

// ---------------------------------------------------------------- slots and busy times

export const slotsQuery = orderedRange(z.object({
  employee_id: id,
  location_id: id,
  treatment_ids: treatmentIdsParam,
  from_date: isoDate,
  to_date: isoDate,
}), 'from_date', 'to_date');
/** Staff may name the client, so the client's own appointments are avoided too. */
export const staffSlotsQuery = orderedRange(z.object({
  employee_id: id,
  location_id: id,
  treatment_ids: treatmentIdsParam,
  from_date: isoDate,
  to_date: isoDate,
  client_id: id.optional(),
}), 'from_date', 'to_date');
export type SlotsQuery = z.infer<typeof staffSlotsQuery>;

export const slot = z.object({ start_time: z.string(), end_time: z.string(), date: z.string() });
export type Slot = z.infer<typeof slot>;
export const slotsResponse = z.object({
  duration_minutes: z.int(),
  /** The location's zone, for showing the slots in its local time. */
  timezone: z.string(),
  slots: z.array(slot),
});
export type SlotsResponse = z.infer<typeof slotsResponse>;

export const busyQuery = orderedRange(z.object({ employee_id: id, start_date: isoDate.optional(), end_date: isoDate.optional() }), 'start_date', 'end_date');
/** Public busy time: never who, never what. `mine` is true only for the signed-in client's own. */
export const busyInterval = z.object({ start_time: z.string(), end_time: z.string(), mine: z.boolean() });
export type BusyInterval = z.infer<typeof busyInterval>;

// ---------------------------------------------------------------- appointments (DTOs)

/** The practice's cancellation policy as it stood at booking; null on appointments booked before it existed. */
export const cancellationPolicy = cancellationPolicyTerms.nullable();
export type CancellationPolicy = z.infer<typeof cancellationPolicy>;

const lineAmounts = {
  total_amount_cents: z.int(),
  paid_amount_cents: z.int(),
  remaining_amount_cents: z.int(),
  paid: z.boolean(),
};

const intakeFormsPending = z.array(z.object({ id: z.string(), name: z.string() }));

/** Schedule (REFERENCE §4.0, full). `start_time`/`end_time` are instants; `date` is location-local. */
export const schedule = z.object({
  id: z.string(),
  status: appointmentStatus,
  booked_by: bookedBy,
  payment_state: paymentState,
  client: z.object({ id: z.string(), name: z.string(), last_name: z.string(), email: z.string(), phone_number: z.string().nullable() }),
  employee: employeeRef,
  location: locationRef,
  timezone: z.string(),
  product_type: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_minutes: z.int(),
  total_amount_cents: z.int(),
  paid_amount_cents: z.int(),
  remaining_amount_cents: z.int(),
  reminder: z.array(reminderKind),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.object({ type: z.enum(['client', 'staff', 'system']), id: z.string().nullable() }).nullable(),
  cancel_reason: z.string().nullable(),
  treatments: z.array(z.object({ id: z.string(), schedule_treatment_id: z.string(), name: z.string(), cost_cents: z.int(), duration_minutes: z.int(), ...lineAmounts })),
  products: z.array(z.object({
    id: z.string(), schedule_product_id: z.string(), name: z.string(), product_type: z.string(),
    retail_price_cents: z.int(), quantity: z.int(), ...lineAmounts,
  })),
  payments: z.array(z.object({
    id: z.string(), kind: z.enum(paymentKinds), method: z.enum(paymentMethods), amount_cents: z.int(),
    status: z.enum(paymentStatuses), paid_at: z.string().nullable(),
    /** A `failed` charge: Stripe's message (e.g. "Your card was declined."). */
    failure_message: z.string().nullable(),
  })),
  notes: z.array(z.object({
    id: z.string(), content: z.string(), due_date: z.string().nullable(), employee: employeeRef, favorite: z.boolean(),
    created_at: z.string(), updated_at: z.string(), version: z.int(),
  })),
  /** The `automatic` intake forms of its treatments the client has no valid response for now (computed on read). */
  intake_forms_pending: intakeFormsPending,
  cancellation_policy: cancellationPolicy,
  created_at: z.string(),
  /** Send back on PATCH: a stale version answers 409. */
  version: z.int(),
});
export type Schedule = z.infer<typeof schedule>;
export type ScheduleNote = Schedule['notes'][number];

/** Appointment (REFERENCE §4.0, light): list rows. */
export const appointment = z.object({
  id: z.string(),
  status: appointmentStatus,
  booked_by: bookedBy,
  payment_state: paymentState,
  client: clientRef,
  employee: employeeRef,
  location: locationRef,
  timezone: z.string(),
  treatments: z.array(z.object({ id: z.string(), name: z.string() })),
  products: z.array(z.object({ id: z.string(), name: z.string(), quantity: z.int() })),
  product_type: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  total_amount_cents: z.int(),
  paid_amount_cents: z.int(),
  remaining_amount_cents: z.int(),
  reminder: z.array(reminderKind),
  cancellation_policy: cancellationPolicy,
  /** While `pending_deposit`: until when the slot is held unpaid (then released); null otherwise. */
  hold_expires_at: z.string().nullable(),
  version: z.int(),
});
export type Appointment = z.infer<typeof appointment>;
/** The client's own list (`/api/client/appointments`): light rows that also say which intake forms are pending. */
export const appointmentWithForms = appointment.extend({ intake_forms_pending: intakeFormsPending });
export type AppointmentWithForms = z.infer<typeof appointmentWithForms>;

// ---------------------------------------------------------------- appointment requests

const reminderList = z.union([reminderKind, z.array(reminderKind)])
  .transform((r) => [...new Set(Array.isArray(r) ? r : [r])])
  .pipe(z.array(reminderKind).max(4));

/** POST /api/client/schedules: a slot's instants sent back unchanged, with its local `date`. */
export const clientBookingBody = z.object({
  employee_id: id,
  location_id: id,
  date: isoDate,
  start_time: instant,
  end_time: instant,
  treatment_ids: treatmentIdList,
  reminder: reminderList.default([]),
}).refine((b) => b.start_time < b.end_time, { message: 'Start time must be before end time', path: ['end_time'] });
export type ClientBookingBody = z.infer<typeof clientBookingBody>;

export const bookingResponse = z.object({ schedule, redirect_url: z.string().nullable() });
export type BookingResponse = z.infer<typeof bookingResponse>;

/** A product on an appointment: an id (quantity 1) or `{product_id, quantity}`. */
const productLine = z.union([id.transform((product_id) => ({ product_id, quantity: 1 })), z.object({ product_id: id, quantity: z.int().min(1).max(1000) })]);

/** POST /api/schedules (flat or under `schedule`). */
export const staffScheduleBody = z.object({
  product_type: plainText(80).default('treatment_for_client'),
  date: isoDate,
  start_time: instant,
  end_time: instant,
  employee_id: id.optional(),
  location_id: id,
  client_id: id,
  treatment_ids: treatmentIdList,
  product_ids: z.array(productLine).max(30).default([]),
  reminder: reminderList.default([]),
}).refine((b) => b.start_time < b.end_time, { message: 'Start time must be before end time', path: ['end_time'] });
export type StaffScheduleBody = z.infer<typeof staffScheduleBody>;

/** PATCH /api/schedules/{id}: reschedule (any time field), change lines, or set `status`. */
export const updateScheduleBody = z.object({
  product_type: plainText(80).optional(),
  date: isoDate.optional(),
  start_time: instant.optional(),
  end_time: instant.optional(),
  employee_id: id.optional(),
  location_id: id.optional(),
  client_id: id.optional(),
  treatment_ids: treatmentIdList.optional(),
  status: z.enum(['booked', 'arrived', 'no_show', 'cancelled'], { message: 'Status is not valid' }).optional(),
  cancel_reason: plainText(500, { multiline: true }).optional(),
  version: z.int().min(1).optional(),
});
export type UpdateScheduleBody = z.infer<typeof updateScheduleBody>;

export const appointmentListQuery = orderedRange(z.object({
  employee_id: id.optional(),
  location_id: id.optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  include_cancelled: queryFlag.default(false),
}), 'start_date', 'end_date');
export type AppointmentListQuery = z.infer<typeof appointmentListQuery>;

export const clientSchedulesQuery = orderedRange(z.object({
  client_id: id,
  location_id: id.optional(),
  employee_id: id.optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  include_cancelled: queryFlag.default(false),
}), 'start_date', 'end_date');
export type ClientSchedulesQuery = z.infer<typeof clientSchedulesQuery>;

export const clientAppointmentsQuery = z.object({ include_cancelled: queryFlag.default(false) });

export const cancelResponse = z.object({ message: z.literal('Appointment cancelled.') });

/** DELETE /api/client/schedules/{id}?preview=true: what cancelling now would cost, nothing changed. */
export const clientCancelQuery = z.object({ preview: queryFlag.default(false) });
export const cancelPreviewResponse = z.object({ fee_cents: z.int().min(0) });
export type CancelPreview = z.infer<typeof cancelPreviewResponse>;
export const clientCancelResponse = z.union([cancelResponse, cancelPreviewResponse]);
/** DELETE /api/schedules/{id}: staff charge the late-cancel fee only when they ask. */
export const staffCancelBody = z.object({ charge_fee: z.boolean().default(false) });

/** POST /api/client/schedules/{id}/reminder: one kind or a list; replaces the choice. */
export const reminderBody = z.object({ reminder: reminderList });
export const reminderResponse = z.object({ message: z.string(), reminder: z.array(reminderKind) });

// ---------------------------------------------------------------- notes

const noteContent = plainText(5000, { multiline: true }).min(1, "Content can't be blank");

export const addNoteBody = z.object({
  schedule_id: id,
  content: noteContent,
  due_date: isoDate.nullable().default(null),
  favorite: z.boolean().default(false),
});
export type AddNoteBody = z.infer<typeof addNoteBody>;
export const updateNoteBody = z.object({
  content: noteContent.optional(),
  due_date: isoDate.nullable().optional(),
  favorite: z.boolean().optional(),
  version: z.int().min(1).optional(),
});
export type UpdateNoteBody = z.infer<typeof updateNoteBody>;
export const noteParams = z.object({ id, note_id: id });
export const noteResponse = z.object({ message: z.string(), note: schedule.shape.notes.element });
export const messageOnly = z.object({ message: z.string() });

// ---------------------------------------------------------------- appointment products

export const addProductBody = z.object({ product_id: id, quantity: z.int().min(1).max(1000).default(1), version: z.int().min(1).optional() });
export type AddProductBody = z.infer<typeof addProductBody>;
export const setProductQuantityBody = z.object({ quantity: z.int().min(1).max(1000), version: z.int().min(1).optional() });
export const removeProductBody = z.object({ version: z.int().min(1).optional() });
export const productParams = z.object({ id, product_id: id });

// ---------------------------------------------------------------- clients to book for

export const scheduleClientsQuery = z.object({ employee_id: id.optional() });
export const scheduleClients = z.array(clientRef);
