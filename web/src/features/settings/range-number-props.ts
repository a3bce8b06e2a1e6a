// The practice's whole-number settings that have a range (the cancellation window, minimum notice,
// the booking horizon): whole, never negative, required, and never clamped — a value out of range
// stays as typed and its hint states the range the API allows, so what the field shows, its error
// and what is saved agree. One place, so the three fields cannot drift apart.
import { numberProps } from '#web/lib/form-inputs.ts';
import type { KeysOf, ZodForm } from '#web/lib/use-zod-form.ts';
import type { SettingsDraft } from '#web/features/settings/practice-settings-draft.ts';

interface Range {
  min: number;
  max: number;
  /** Says the range in words (the input does not enforce it). */
  description: string;
}

export function rangeNumberProps(form: ZodForm<SettingsDraft>, key: KeysOf<SettingsDraft, number | ''>, label: string, range: Range) {
  return { ...numberProps(form, key, label), ...range, clampBehavior: 'none' as const, allowDecimal: false, allowNegative: false, required: true };
}
