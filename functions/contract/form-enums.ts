// The enumerations of intake forms (REFERENCE §2.7, §2.8) as plain constants: the server's record
// decoders and the booking check read them without loading any zod schema (bundle budgets).

export const promptTypes = ['automatic', 'manual'] as const;
export type PromptType = (typeof promptTypes)[number];

/** "All Appointments" or "A Specific staff Member" (CB: the form then applies only to its owner's appointments). */
export const appointmentTypes = ['all', 'specific_staff'] as const;
export type AppointmentType = (typeof appointmentTypes)[number];

const months = Array.from({ length: 11 }, (_, i) => (i === 0 ? '1 month' : `${i + 1} months`));
const years = Array.from({ length: 10 }, (_, i) => (i === 0 ? '1 year' : `${i + 1} years`));
/** How long a response stays valid: `forever`, `3 days`, `1 week` … `3 weeks`, `1 month` … `11 months`, `1 year` … `10 years`. */
export const validForValues = ['forever', '3 days', '1 week', '2 weeks', '3 weeks', ...months, ...years] as readonly string[];

export const consentTypes = ['must agree', 'agree or disagree', 'acknowledge with initials'] as const;
export type ConsentType = (typeof consentTypes)[number];

export const signTypes = ['draw', 'type'] as const;
export type SignType = (typeof signTypes)[number];

/** `3 days` → {days: 3}; `forever` → null. The unit words are those of `validForValues`. */
export function validForDuration(validFor: string): { days?: number; weeks?: number; months?: number; years?: number } | null {
  if (validFor === 'forever') return null;
  const [count, unit] = validFor.split(' ');
  const n = Number(count);
  if (!Number.isInteger(n) || n < 1 || !unit) throw new Error(`Unknown valid_for ${validFor}`);
  const key = unit.endsWith('s') ? unit : `${unit}s`;
  if (key !== 'days' && key !== 'weeks' && key !== 'months' && key !== 'years') throw new Error(`Unknown valid_for ${validFor}`);
  return { [key]: n };
}
