// A questionnaire (chart template) and a chart entry as services see them (docs/data-model.md
// §2.9). One decoder each. A chart entry's head and its `V#<n>` items share the content attributes,
// so `chartEntryFromItem` reads both: `version` is the head's current version or the item's number.
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export interface QuestionnaireRecord {
  id: string;
  name: string;
  template: Item;
  employeeId: string;
  employeeName: string;
  /** The owner was an admin when it was created: every staff member sees admins' templates. */
  ownerIsAdmin: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export function questionnaireFromItem(item: Item): QuestionnaireRecord {
  const r = readItem('questionnaire', item);
  return {
    id: r.string('id'), name: r.string('name'), template: r.document('template'), employeeId: r.string('employee_id'),
    employeeName: r.string('employee_name'), ownerIsAdmin: r.flag('owner_is_admin'), version: r.int('version'), createdAt: r.string('created_at'), updatedAt: r.string('updated_at'),
  };
}

export interface ChartEntryRecord {
  id: string;
  name: string;
  version: number;
  voided: boolean;
  chartHistory: Item;
  /** The author (fixed) and the editor of this version, with copies of their names. */
  employeeId: string;
  employeeName: string;
  editedBy: string;
  editedByName: string;
  clientId: string;
  clientName: string;
  clientLastName: string;
  locationId: string | null;
  locationName: string | null;
  createdAt: string;
  updatedAt: string;
}

export function chartEntryFromItem(item: Item): ChartEntryRecord {
  const r = readItem('chart_entry', item);
  return {
    id: r.string('id'), name: r.string('name'), version: r.int('version'), voided: r.flag('voided'), chartHistory: r.document('chart_history'),
    employeeId: r.string('employee_id'), employeeName: r.string('employee_name'), editedBy: r.string('edited_by'),
    editedByName: r.string('edited_by_name'), clientId: r.string('client_id'), clientName: r.string('client_name'),
    clientLastName: r.string('client_last_name'), locationId: r.optionalString('location_id'), locationName: r.optionalString('location_name'),
    createdAt: r.string('created_at'), updatedAt: r.string('updated_at'),
  };
}
