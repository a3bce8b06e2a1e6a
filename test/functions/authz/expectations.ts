// The authorisation matrix: for every route of the table, what each kind of caller gets when calling
// it with a valid session and an id that exists for nobody. `ok` means the access layer let the call
// through (the answer may still be 400/404/422: validation and object rules come after). A route
// without a row here fails the matrix test: adding a route means deciding who may call it.
import type { RouteId } from '#functions/routes.ts';

export const callers = ['anonymous', 'client', 'employee', 'mentor', 'manager', 'admin'] as const;
export type CallerKind = (typeof callers)[number];
export type Outcome = 'ok' | 401 | 403;
export type Row = Record<CallerKind, Outcome>;

const row = (anonymous: Outcome, client: Outcome, employee: Outcome, mentor: Outcome, manager: Outcome, admin: Outcome): Row =>
  ({ anonymous, client, employee, mentor, manager, admin });

const publicRoute = row('ok', 'ok', 'ok', 'ok', 'ok', 'ok');
const staffRoute = row(401, 403, 'ok', 'ok', 'ok', 'ok');
const managerRoute = row(401, 403, 403, 403, 'ok', 'ok');
const adminRoute = row(401, 403, 403, 403, 403, 'ok');
const clientRoute = row(401, 'ok', 403, 403, 403, 403);
/** Staff and clients (the service scopes the object): only anonymous callers are refused. */
const signedInRoute = row(401, 'ok', 'ok', 'ok', 'ok', 'ok');
/** Staff routes about one employee: only that employee or a manager/admin (the id here is nobody's). */
const selfOrManager = row(401, 403, 403, 403, 'ok', 'ok');
const selfOrAdmin = row(401, 403, 403, 403, 403, 'ok');

export const expectations: Record<RouteId, Row> = {
  'system.health': publicRoute,
  'system.config': publicRoute,
  'system.settings_get': adminRoute,
  'system.settings_update': adminRoute,

  'auth.staff_login': publicRoute,
  'auth.staff_logout': staffRoute,
  'auth.client_sign_up': publicRoute,
  'auth.client_login': publicRoute,
  'auth.client_logout': clientRoute,
  'auth.client_profile': clientRoute,
  'auth.staff_password': publicRoute,
  'auth.client_password': publicRoute,
  'auth.staff_sign_up': publicRoute,
  'auth.sign_up_status': publicRoute,

  'employees.myprofile': staffRoute,
  'employees.list': staffRoute,
  'employees.only': managerRoute,
  'employees.schedules': staffRoute,
  'employees.mentors': staffRoute,
  'employees.create': adminRoute,
  'employees.update': selfOrAdmin,
  'employees.remove': adminRoute,
  'employees.send_reset_link': adminRoute,
  'employees.locations': selfOrManager,
  'employees.public_card': publicRoute,

  'locations.list': staffRoute,
  'locations.get': staffRoute,
  'locations.employees': staffRoute,
  'locations.of_employee': staffRoute,
  'locations.create': adminRoute,
  'locations.update': adminRoute,
  'locations.reorder': staffRoute,
  'locations.for_schedule': staffRoute,
  'locations.client_list': publicRoute,
  'locations.client_employees': publicRoute,

  'catalog.products': staffRoute,
  'catalog.product_create': adminRoute,
  'catalog.product_update': adminRoute,
  'catalog.product_delete': adminRoute,
  'catalog.treatments': publicRoute,
  'catalog.treatment': staffRoute,
  'catalog.treatment_create': staffRoute,
  'catalog.treatment_update': staffRoute,
  'catalog.treatment_delete': staffRoute,
  'catalog.base_treatments': staffRoute,
  'catalog.schedule_treatments': staffRoute,
  'catalog.treatment_products': staffRoute,

  'clients.list': staffRoute,
  'clients.profile': staffRoute,
  'clients.create': staffRoute,
  'clients.update': staffRoute,
  'clients.add_group': staffRoute,
  'clients.update_group': staffRoute,
  'clients.delete_group': staffRoute,
  'clients.upload_files': staffRoute,
  'clients.list_files': staffRoute,
  'clients.delete_file': staffRoute,
  /** Staff and clients: a `public` route whose service refuses anonymous callers (401, tested in clients/uploads-and-purge). */
  'clients.uploads': publicRoute,
  'clients.audit_events': adminRoute,
  'inventory.list': managerRoute,
  'inventory.create': managerRoute,
  'inventory.update': managerRoute,
  'inventory.delete': managerRoute,
  'inventory.assign': managerRoute,
  'inventory.movements': managerRoute,
  'inventory.employee_stock': managerRoute,
  'inventory.update_employee': managerRoute,
  'inventory.transfer': staffRoute,
  'inventory.prompt_accept': staffRoute,
  'inventory.prompt_reject': staffRoute,
  'inventory.requests': staffRoute,
  'inventory.request_create': staffRoute,
  'inventory.request_accept': managerRoute,
  'inventory.request_reject': managerRoute,
  'schedule.availabilities': staffRoute,
  'schedule.availability_save': staffRoute,
  'schedule.availability_delete': staffRoute,
  'schedule.unavailability_create': staffRoute,
  'schedule.unavailability_update': staffRoute,
  'schedule.unavailability_delete': staffRoute,
  'schedule.client_unavailability': publicRoute,
  'schedule.client_slots': publicRoute,
  'schedule.slots': staffRoute,
  'schedule.client_busy': publicRoute,
  'schedule.client_book': clientRoute,
  'payments.client_cancel': clientRoute,
  'schedule.client_appointments': clientRoute,
  'schedule.client_reminder': clientRoute,
  'schedule.create': staffRoute,
  'schedule.get': signedInRoute,
  'schedule.update': staffRoute,
  'payments.cancel': staffRoute,
  'schedule.appointments': staffRoute,
  'schedule.list': staffRoute,
  'schedule.client_schedules': staffRoute,
  'schedule.note_add': staffRoute,
  'schedule.note_update': staffRoute,
  'schedule.note_delete': staffRoute,
  'schedule.product_add': staffRoute,
  'schedule.product_update': staffRoute,
  'schedule.product_remove': staffRoute,
  'schedule.clients': staffRoute,

  'payments.webhook': publicRoute,
  'payments.session_status': signedInRoute,
  'payments.checkout_session': staffRoute,
  'payments.confirm_payment': staffRoute,
  'payments.save_card_session': signedInRoute,
  'payments.list_cards': signedInRoute,
  'payments.remove_card': signedInRoute,
  'payments.remaining_pay': clientRoute,
  'payments.remaining_paid': staffRoute,

  'invoices.list': staffRoute,
  'invoices.get': staffRoute,
  'invoices.employee_invoices': staffRoute,
  'invoices.employees_invoice': staffRoute,
  'invoices.invoice_lists': adminRoute,
  'invoices.finalized': adminRoute,
  // Mentors (their own fee invoices) and admins: the service refuses everyone else.
  'invoices.mentors_invoice': row(401, 403, 403, 'ok', 403, 'ok'),
  'invoices.mentorship': staffRoute,
  'invoices.client_invoices': staffRoute,
  'invoices.submit': staffRoute,
  'invoices.update': staffRoute,
  'invoices.update_images': staffRoute,
  'invoices.finalize': adminRoute,
  'invoices.finalize_multiple': adminRoute,
  'invoices.reject': adminRoute,
  'invoices.delete': adminRoute,
  'invoices.destroy_multiple': adminRoute,
  'invoices.mark_paid': adminRoute,
  'documents.invoice_pdf': staffRoute,
  'documents.invoice_download': staffRoute,
  'documents.print_receipt': staffRoute,
  'documents.email_receipt': staffRoute,
};
