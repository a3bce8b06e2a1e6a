// AP-CAT-6 as a BatchGet, for `intake_forms_pending`: the intake forms linked to each treatment now
// (its `intake_form_ids`, decision 027), so a form linked after the booking counts too.
import { treatmentKeys } from '#functions/model/treatment-keys.ts';
import { treatmentFromItem } from '#functions/model/treatment-record.ts';
import { batchGet } from '#functions/lib/db/queries.ts';

export async function linkedFormIds(treatmentIds: readonly string[]): Promise<Map<string, string[]>> {
  const ids = [...new Set(treatmentIds)];
  if (ids.length === 0) return new Map();
  const treatments = (await batchGet(ids.map(treatmentKeys.treatment))).map(treatmentFromItem);
  return new Map(treatments.map((t) => [t.id, t.intake_form_ids]));
}
