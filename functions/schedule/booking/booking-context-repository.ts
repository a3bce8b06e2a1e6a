// Everything a booking or a slot request needs to know about its employee, location, client,
// treatments and products, read with ONE BatchGet (data model AP-SCH-7: bounded reads whatever the
// number of appointments). Strongly consistent: the answer decides a write.
import { productKeys } from '#functions/model/product-keys.ts';
import { productFromItem } from '#functions/model/product-record.ts';
import { treatmentKeys } from '#functions/model/treatment-keys.ts';
import { treatmentFromItem } from '#functions/model/treatment-record.ts';
import { clientKeys } from '#functions/model/client-keys.ts';
import { clientFromItem } from '#functions/model/client-record.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { employeeFromItem } from '#functions/model/employee-record.ts';
import { batchGet } from '#functions/lib/db/queries.ts';
import type { Item } from '#functions/lib/db/read.ts';
import type { Key } from '#functions/lib/db/write.ts';
import { locationKeys } from '#functions/model/location-keys.ts';
import { locationFromItem } from '#functions/model/location-record.ts';

export interface EmployeeInfo { id: string; name: string; active: boolean; requireDeposit: boolean }
export interface LocationInfo { id: string; name: string; timezone: string; archived: boolean; onlineBooking: boolean }
export interface ClientInfo {
  id: string; name: string; lastName: string; email: string; phone: string | null;
  onlineBookingAllowed: boolean;
  paymentPolicy: { noPaymentRequired: boolean; requiresDeposit: boolean; requiresFullPayment: boolean };
  emailReminderByDefault: boolean;
}
export interface TreatmentInfo {
  id: string; name: string; durationMinutes: number; bufferMinutes: number; costCents: number;
  createdBy: string; isBase: boolean; archived: boolean; productId: string | null; quantity: number;
  /** The intake forms linked to the treatment (the booking checks the automatic ones). */
  intakeFormIds: string[];
}
export interface ProductInfo { id: string; name: string; productType: string; retailPriceCents: number; archived: boolean }

export interface BookingContext {
  employee: EmployeeInfo | null;
  location: LocationInfo | null;
  client: ClientInfo | null;
  employeeWorksAtLocation: boolean;
  /** Whether the client is linked to the employee (AP-EMP-14); false without a client. */
  clientLinked: boolean;
  treatments: Map<string, TreatmentInfo>;
  products: Map<string, ProductInfo>;
}

export interface ContextRequest {
  employeeId: string;
  locationId: string;
  clientId?: string | undefined;
  treatmentIds: readonly string[];
  productIds?: readonly string[];
}

// Each item is read with its owner's decoder (decision 024); these only pick what booking needs.
const employeeOf = (i: Item): EmployeeInfo => {
  const e = employeeFromItem(i);
  return { id: e.id, name: e.name, active: e.deactivated_at === null, requireDeposit: e.require_deposit };
};
const locationOf = (i: Item): LocationInfo => {
  const l = locationFromItem(i);
  return { id: l.id, name: l.name, timezone: l.timezone, archived: l.archived, onlineBooking: l.online_booking_available };
};

function clientOf(i: Item): ClientInfo {
  const c = clientFromItem(i);
  const payment = c.online_booking_payment_policy;
  return {
    id: c.id, name: c.name, lastName: c.last_name, email: c.email, phone: c.phone_number,
    onlineBookingAllowed: c.online_booking_policy.online_booking_allowed && !c.online_booking_policy.online_booking_disabled,
    paymentPolicy: {
      noPaymentRequired: payment.no_payment_required, requiresDeposit: payment.requires_deposit, requiresFullPayment: payment.requires_full_payment,
    },
    emailReminderByDefault: c.notification_settings.email_reminder_2_days,
  };
}

const treatmentOf = (i: Item): TreatmentInfo => {
  const t = treatmentFromItem(i);
  return {
    id: t.id, name: t.name, durationMinutes: t.duration_minutes, bufferMinutes: t.buffer_minutes, costCents: t.cost_cents,
    createdBy: t.created_by, isBase: t.is_base, archived: t.archived, productId: t.product_id === '' ? null : t.product_id, quantity: t.quantity,
    intakeFormIds: t.intake_form_ids,
  };
};
const productOf = (i: Item): ProductInfo => {
  const p = productFromItem(i);
  return { id: p.id, name: p.name, productType: p.product_type, retailPriceCents: p.retail_price_cents, archived: p.archived };
};

/** AP-EMP-2 + AP-LOC-2 + AP-CLI-2 + the employee–location link + AP-CAT-6 + products, in one BatchGet. */
export async function loadBookingContext(req: ContextRequest): Promise<BookingContext> {
  const linkKey = employeeKeys.employeeLocation(req.employeeId, req.locationId);
  const clientLinkKey = req.clientId ? clientKeys.employeeClient(req.employeeId, req.clientId) : null;
  const items = await batchGet([
    employeeKeys.employee(req.employeeId), locationKeys.location(req.locationId), linkKey,
    ...(req.clientId && clientLinkKey ? [clientKeys.client(req.clientId), clientLinkKey] : []),
    ...req.treatmentIds.map((id) => treatmentKeys.treatment(id)), ...(req.productIds ?? []).map((id) => productKeys.product(id)),
  ], true);
  const find = (pk: string, sk = '#META') => items.find((i) => i.PK === pk && i.SK === sk);
  const byId = <T extends { id: string }>(wanted: readonly Key[], decode: (i: Item) => T) =>
    new Map(wanted.flatMap((k) => { const i = find(k.PK, k.SK); return i ? [decode(i)] : []; }).map((r) => [r.id, r]));
  const employee = find(employeeKeys.employee(req.employeeId).PK);
  const location = find(locationKeys.location(req.locationId).PK);
  const client = req.clientId ? find(clientKeys.client(req.clientId).PK) : undefined;
  return {
    employee: employee ? employeeOf(employee) : null,
    location: location ? locationOf(location) : null,
    client: client ? clientOf(client) : null,
    employeeWorksAtLocation: find(linkKey.PK, linkKey.SK) !== undefined,
    clientLinked: clientLinkKey !== null && find(clientLinkKey.PK, clientLinkKey.SK) !== undefined,
    treatments: byId(req.treatmentIds.map((id) => treatmentKeys.treatment(id)), treatmentOf),
    products: byId((req.productIds ?? []).map((id) => productKeys.product(id)), productOf),
  };
}

/** AP-CLI-2 alone (list reads that need a client's name, policies). */
export async function loadClientInfo(clientId: string): Promise<ClientInfo | null> {
  const [item] = await batchGet([clientKeys.client(clientId)], true);
  return item ? clientOf(item) : null;
}

/** Products by id (AP-CAT-2 as a BatchGet). */
export async function loadProductInfos(ids: readonly string[]): Promise<Map<string, ProductInfo>> {
  const items = await batchGet(ids.map((id) => productKeys.product(id)), true);
  return new Map(items.map(productOf).map((p) => [p.id, p]));
}
