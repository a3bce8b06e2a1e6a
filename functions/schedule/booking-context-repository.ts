// Everything a booking or a slot request needs to know about its employee, location, client,
// treatments and products, read with ONE BatchGet (data model AP-SCH-7: bounded reads whatever the
// number of appointments). Strongly consistent: the answer decides a write.
import { productKeys } from '#functions/catalog/product-keys.ts';
import { treatmentKeys } from '#functions/catalog/treatment-keys.ts';
import { clientKeys } from '#functions/clients/client-keys.ts';
import { employeeKeys } from '#functions/employees/employee-keys.ts';
import { batchGet } from '#functions/lib/db/queries.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { locationKeys } from '#functions/locations/location-keys.ts';

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

const text = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const map = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? v as Record<string, unknown> : {});

const employeeOf = (i: Item): EmployeeInfo => ({
  id: text(i.id), name: text(i.name), active: i.deactivated_at === undefined || i.deactivated_at === null, requireDeposit: i.require_deposit === true,
});
const locationOf = (i: Item): LocationInfo => ({
  id: text(i.id), name: text(i.name), timezone: text(i.timezone, 'UTC'), archived: i.archived === true, onlineBooking: i.online_booking_available === true,
});

function clientOf(i: Item): ClientInfo {
  const policy = map(i.online_booking_policy);
  const payment = map(i.online_booking_payment_policy);
  return {
    id: text(i.id), name: text(i.name), lastName: text(i.last_name), email: text(i.email), phone: typeof i.phone_number === 'string' ? i.phone_number : null,
    // Missing policy maps mean the defaults of REFERENCE §2.2 (allowed, not disabled).
    onlineBookingAllowed: policy.online_booking_allowed !== false && policy.online_booking_disabled !== true,
    paymentPolicy: {
      noPaymentRequired: payment.no_payment_required === true, requiresDeposit: payment.requires_deposit !== false,
      requiresFullPayment: payment.requires_full_payment === true,
    },
    emailReminderByDefault: map(i.notification_settings).email_reminder_2_days === true,
  };
}

const treatmentOf = (i: Item): TreatmentInfo => ({
  id: text(i.id), name: text(i.name), durationMinutes: num(i.duration_minutes), bufferMinutes: num(i.buffer_minutes), costCents: num(i.cost_cents),
  createdBy: text(i.created_by), isBase: i.is_base === true, archived: i.archived === true,
  productId: typeof i.product_id === 'string' ? i.product_id : null, quantity: num(i.quantity),
});
const productOf = (i: Item): ProductInfo => ({
  id: text(i.id), name: text(i.name), productType: text(i.product_type), retailPriceCents: num(i.retail_price_cents), archived: i.archived === true,
});

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
  const employee = find(employeeKeys.employee(req.employeeId).PK);
  const location = find(locationKeys.location(req.locationId).PK);
  const client = req.clientId ? find(clientKeys.client(req.clientId).PK) : undefined;
  return {
    employee: employee ? employeeOf(employee) : null,
    location: location ? locationOf(location) : null,
    client: client ? clientOf(client) : null,
    employeeWorksAtLocation: find(linkKey.PK, linkKey.SK) !== undefined,
    clientLinked: clientLinkKey !== null && find(clientLinkKey.PK, clientLinkKey.SK) !== undefined,
    treatments: new Map(items.filter((i) => text(i.PK).startsWith('TREAT#')).map((i) => [text(i.id), treatmentOf(i)])),
    products: new Map(items.filter((i) => text(i.PK).startsWith('PROD#') && i.SK === '#META').map((i) => [text(i.id), productOf(i)])),
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
  return new Map(items.map((i) => [text(i.id), productOf(i)]));
}
