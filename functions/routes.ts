// THE route table: pure data, one row per endpoint. It drives Lambda dispatch, the local HTTP
// adapter, the CDK routes, the web API client's paths, msw handlers and the authorisation matrix.
// Paths and methods are exactly those of SPEC section 7 (plus Carebook additions).

export const groups = [
  'auth',
  'employees',
  'clients',
  'locations',
  'catalog',
  'schedule',
  'payments',
  'invoices',
  'documents',
  'inventory',
  'forms',
  'payouts',
  'reports',
  'system',
] as const;
export type Group = (typeof groups)[number];

/** Who may call a route. Object-level rules (ownership) live in the services. */
export type Access = 'public' | 'client' | 'staff' | 'manager' | 'admin' | 'stripe';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteRow {
  readonly id: string;
  readonly method: Method;
  readonly path: `/api/${string}`;
  /** The folder that owns the endpoint's code (`functions/<group>/`). */
  readonly group: Group;
  /**
   * The Lambda the route runs in, when not its owner's (decision 024): a move made for bundle size
   * (decision 018) changes this field, never the code's folder. Read it through `lambdaOf`.
   */
  readonly lambda?: Group;
  readonly access: Access;
  /**
   * A GET that changes state (the spec's method, kept for compatibility). It gets the same-origin
   * check as a write, so a cross-site link or navigation cannot fire it.
   */
  readonly changesState?: true;
}

// One array per Lambda (the rows whose `lambdaOf` is that Lambda), each added in a statement labelled
// `lambda_<name>`. A deployed bundle drops every other label (`--drop-labels`, infra/bundling/
// lambda-bundling.ts), and with it the other Lambdas' rows: each Lambda carries only its own table.
const authLambda = [
  { id: 'auth.staff_login', method: 'POST', path: '/api/login', group: 'auth', access: 'public' },
  { id: 'auth.staff_logout', method: 'DELETE', path: '/api/logout', group: 'auth', access: 'staff' },
  { id: 'auth.client_sign_up', method: 'POST', path: '/api/client/sign_up', group: 'auth', access: 'public' },
  { id: 'auth.client_login', method: 'POST', path: '/api/client/log_in', group: 'auth', access: 'public' },
  { id: 'auth.client_logout', method: 'DELETE', path: '/api/client/log_out', group: 'auth', access: 'client' },
  { id: 'auth.client_profile', method: 'GET', path: '/api/client/profile', group: 'auth', access: 'client' },
  { id: 'auth.staff_password', method: 'POST', path: '/api/employees/reset_password', group: 'auth', access: 'public' },
  { id: 'auth.client_password', method: 'POST', path: '/api/clients/password_update', group: 'auth', access: 'public' },
  { id: 'auth.staff_sign_up', method: 'POST', path: '/api/signup', group: 'auth', access: 'public' },
  { id: 'auth.sign_up_status', method: 'GET', path: '/api/signup_status', group: 'auth', access: 'public' },
  // Not in SPEC: the one session probe that answers 200 to a visitor too (issue 22, decision 035).
  { id: 'auth.session', method: 'GET', path: '/api/session', group: 'auth', access: 'public' },
] as const satisfies readonly RouteRow[];

const employeesLambda = [
  { id: 'employees.myprofile', method: 'GET', path: '/api/employees/myprofile', group: 'employees', access: 'staff' },
  { id: 'employees.list', method: 'GET', path: '/api/employees', group: 'employees', access: 'staff' },
  { id: 'employees.only', method: 'GET', path: '/api/employees_only', group: 'employees', access: 'manager' },
  { id: 'employees.schedules', method: 'GET', path: '/api/employee_schedules', group: 'employees', access: 'staff' },
  { id: 'employees.mentors', method: 'GET', path: '/api/mentors', group: 'employees', access: 'staff' },
  { id: 'employees.create', method: 'POST', path: '/api/employees/new', group: 'employees', access: 'admin' },
  { id: 'employees.update', method: 'PATCH', path: '/api/employees/{id}', group: 'employees', access: 'staff' },
  { id: 'employees.remove', method: 'DELETE', path: '/api/employees/{id}', group: 'employees', access: 'admin' },
  { id: 'employees.send_reset_link', method: 'GET', path: '/api/employees/{id}/send_reset_password_link', group: 'employees', access: 'admin', changesState: true },
  // SPEC names the parameter {employee_id}; one name per path position keeps API Gateway's routes unambiguous.
  { id: 'employees.locations', method: 'GET', path: '/api/employees/{id}/locations', group: 'employees', access: 'staff' },
  { id: 'employees.public_card', method: 'GET', path: '/api/client/employees/{id}', group: 'employees', access: 'public' },
  // Time off is written from the employees Lambda (decision 024): it keeps the schedule bundle within 450 KiB.
  { id: 'schedule.unavailability_create', method: 'POST', path: '/api/unavailabilities', group: 'schedule', lambda: 'employees', access: 'staff' },
  { id: 'schedule.unavailability_update', method: 'PUT', path: '/api/unavailabilities/{id}', group: 'schedule', lambda: 'employees', access: 'staff' },
  { id: 'schedule.unavailability_delete', method: 'DELETE', path: '/api/unavailabilities/{id}', group: 'schedule', lambda: 'employees', access: 'staff' },
] as const satisfies readonly RouteRow[];

const clientsLambda = [
  { id: 'clients.list', method: 'GET', path: '/api/clients', group: 'clients', access: 'staff' },
  { id: 'clients.profile', method: 'GET', path: '/api/clients/profile', group: 'clients', access: 'staff' },
  { id: 'clients.create', method: 'POST', path: '/api/clients', group: 'clients', access: 'staff' },
  { id: 'clients.update', method: 'PATCH', path: '/api/clients/{id}', group: 'clients', access: 'staff' },
  { id: 'clients.add_group', method: 'POST', path: '/api/clients/{id}/add_group', group: 'clients', access: 'staff' },
  { id: 'clients.update_group', method: 'PATCH', path: '/api/clients/{id}/update_group', group: 'clients', access: 'staff' },
  { id: 'clients.delete_group', method: 'DELETE', path: '/api/clients/{id}/delete_group', group: 'clients', access: 'staff' },
  { id: 'clients.upload_files', method: 'POST', path: '/api/clients/{id}/upload_files', group: 'clients', access: 'staff' },
  { id: 'clients.list_files', method: 'GET', path: '/api/clients/{id}/list_files', group: 'clients', access: 'staff' },
  { id: 'clients.delete_file', method: 'DELETE', path: '/api/clients/{id}/delete_file', group: 'clients', access: 'staff' },
  // Staff and clients; `public` because the table has no such level: the service refuses anonymous callers.
  { id: 'clients.uploads', method: 'POST', path: '/api/uploads', group: 'clients', access: 'public' },
  { id: 'clients.audit_events', method: 'GET', path: '/api/audit_events', group: 'clients', access: 'admin' },
  // Appointment notes run in the clients Lambda to keep the schedule bundle inside its budget (decision 024).
  { id: 'schedule.note_add', method: 'POST', path: '/api/add_note', group: 'schedule', lambda: 'clients', access: 'staff' },
  { id: 'schedule.note_update', method: 'PATCH', path: '/api/schedules/{id}/update_note/{note_id}', group: 'schedule', lambda: 'clients', access: 'staff' },
  { id: 'schedule.note_delete', method: 'DELETE', path: '/api/schedules/{id}/delete_note/{note_id}', group: 'schedule', lambda: 'clients', access: 'staff' },
  // Staff despite the /client/ prefix (REFERENCE §4.5: the appointment's employee or an admin).
  // In the clients Lambda with the notes (decision 024): the route table's growth took schedule past 450 KiB.
  { id: 'schedule.product_add', method: 'POST', path: '/api/client/schedules/{id}/products', group: 'schedule', lambda: 'clients', access: 'staff' },
  { id: 'schedule.product_update', method: 'PATCH', path: '/api/client/schedules/{id}/products/{product_id}', group: 'schedule', lambda: 'clients', access: 'staff' },
  { id: 'schedule.product_remove', method: 'PATCH', path: '/api/client/schedules/{id}/products/{product_id}/remove', group: 'schedule', lambda: 'clients', access: 'staff' },
  { id: 'schedule.clients', method: 'GET', path: '/api/schedule_clients', group: 'schedule', lambda: 'clients', access: 'staff' },
] as const satisfies readonly RouteRow[];

const locationsLambda = [
  { id: 'locations.list', method: 'GET', path: '/api/locations', group: 'locations', access: 'staff' },
  { id: 'locations.get', method: 'GET', path: '/api/locations/{id}', group: 'locations', access: 'staff' },
  { id: 'locations.employees', method: 'GET', path: '/api/locations/{id}/employees', group: 'locations', access: 'staff' },
  { id: 'locations.of_employee', method: 'GET', path: '/api/locations/get_locations', group: 'locations', access: 'staff' },
  { id: 'locations.create', method: 'POST', path: '/api/locations', group: 'locations', access: 'admin' },
  { id: 'locations.update', method: 'PATCH', path: '/api/locations/{id}', group: 'locations', access: 'admin' },
  { id: 'locations.reorder', method: 'POST', path: '/api/locations/reorder_location', group: 'locations', access: 'staff' },
  { id: 'locations.for_schedule', method: 'GET', path: '/api/schedule_locations', group: 'locations', access: 'staff' },
  { id: 'locations.client_list', method: 'GET', path: '/api/client/locations', group: 'locations', access: 'public' },
  { id: 'locations.client_employees', method: 'GET', path: '/api/client/locations/{id}/employees', group: 'locations', access: 'public' },
  // Scheduling (REFERENCE §4.5). SPEC's `{appointmentId}` is `{id}`: one name per path position.
  // Availability (hours per employee and location) and the public time-off list run in the locations Lambda (decision
  // 024): the route table's growth put the schedule bundle over 450 KiB, and locations has the room (issue 19).
  { id: 'schedule.availabilities', method: 'GET', path: '/api/availabilities', group: 'schedule', lambda: 'locations', access: 'staff' },
  { id: 'schedule.availability_save', method: 'POST', path: '/api/availabilities', group: 'schedule', lambda: 'locations', access: 'staff' },
  { id: 'schedule.availability_delete', method: 'DELETE', path: '/api/availabilities/{id}', group: 'schedule', lambda: 'locations', access: 'staff' },
  { id: 'schedule.client_unavailability', method: 'GET', path: '/api/client/employee_unavailability', group: 'schedule', lambda: 'locations', access: 'public' },
  // Not in SPEC: the waitlist (issue 24, decision 034), beside availability for the same bundle reason.
  { id: 'schedule.waitlist_join', method: 'POST', path: '/api/client/waitlist', group: 'schedule', lambda: 'locations', access: 'client' },
  { id: 'schedule.waitlist_mine', method: 'GET', path: '/api/client/waitlist', group: 'schedule', lambda: 'locations', access: 'client' },
  { id: 'schedule.waitlist_leave', method: 'DELETE', path: '/api/client/waitlist/{id}', group: 'schedule', lambda: 'locations', access: 'client' },
  { id: 'schedule.waitlist', method: 'GET', path: '/api/waitlist', group: 'schedule', lambda: 'locations', access: 'staff' },
] as const satisfies readonly RouteRow[];

const catalogLambda = [
  { id: 'catalog.products', method: 'GET', path: '/api/products', group: 'catalog', access: 'staff' },
  { id: 'catalog.product_create', method: 'POST', path: '/api/products/new', group: 'catalog', access: 'admin' },
  { id: 'catalog.product_update', method: 'PATCH', path: '/api/products/{id}', group: 'catalog', access: 'admin' },
  { id: 'catalog.product_delete', method: 'DELETE', path: '/api/products/{id}', group: 'catalog', access: 'admin' },
  { id: 'catalog.treatments', method: 'GET', path: '/api/treatments', group: 'catalog', access: 'public' },
  { id: 'catalog.treatment', method: 'GET', path: '/api/treatments/{id}', group: 'catalog', access: 'staff' },
  { id: 'catalog.treatment_create', method: 'POST', path: '/api/treatments', group: 'catalog', access: 'staff' },
  { id: 'catalog.treatment_update', method: 'PUT', path: '/api/treatments/{id}', group: 'catalog', access: 'staff' },
  { id: 'catalog.treatment_delete', method: 'DELETE', path: '/api/treatments/{id}', group: 'catalog', access: 'staff' },
  { id: 'catalog.base_treatments', method: 'GET', path: '/api/base_treatments', group: 'catalog', access: 'staff' },
  { id: 'catalog.schedule_treatments', method: 'GET', path: '/api/schedule_treatments', group: 'catalog', access: 'staff' },
  { id: 'catalog.treatment_products', method: 'GET', path: '/api/treatment_products', group: 'catalog', access: 'staff' },
] as const satisfies readonly RouteRow[];

const scheduleLambda = [
  { id: 'schedule.client_slots', method: 'GET', path: '/api/client/slots', group: 'schedule', access: 'public' },
  { id: 'schedule.slots', method: 'GET', path: '/api/schedules/slots', group: 'schedule', access: 'staff' },
  { id: 'schedule.client_busy', method: 'GET', path: '/api/client/schedules', group: 'schedule', access: 'public' },
  { id: 'schedule.client_appointments', method: 'GET', path: '/api/client/appointments', group: 'schedule', access: 'client' },
  { id: 'schedule.client_reminder', method: 'POST', path: '/api/client/schedules/{id}/reminder', group: 'schedule', access: 'client' },
  // Not in SPEC: a client moves their own appointment (issue 24, decision 034).
  { id: 'schedule.client_reschedule', method: 'POST', path: '/api/client/schedules/{id}/reschedule', group: 'schedule', access: 'client' },
  { id: 'schedule.create', method: 'POST', path: '/api/schedules', group: 'schedule', access: 'staff' },
  // Staff see any visible appointment, a client their own: the service decides (anonymous → 401).
  { id: 'schedule.get', method: 'GET', path: '/api/schedules/{id}', group: 'schedule', access: 'public' },
  { id: 'schedule.update', method: 'PATCH', path: '/api/schedules/{id}', group: 'schedule', access: 'staff' },
  { id: 'schedule.appointments', method: 'GET', path: '/api/appointments', group: 'schedule', access: 'staff' },
  { id: 'schedule.list', method: 'GET', path: '/api/schedules', group: 'schedule', access: 'staff' },
  { id: 'schedule.client_schedules', method: 'GET', path: '/api/client_schedules_only', group: 'schedule', access: 'staff' },
  // Payments' cancel and card-on-file routes run here (decision 032, moved from the clients Lambda by
  // issue 23): a cancel may charge a fee and offers the freed time to the waitlist, code this bundle
  // already carries (decision 010, Lambda cold start addendum).
  // Clients cancel their own (preview with `?preview=true`); staff any visible one (decision 026).
  { id: 'payments.client_cancel', method: 'DELETE', path: '/api/client/schedules/{id}', group: 'payments', lambda: 'schedule', access: 'client' },
  { id: 'payments.cancel', method: 'DELETE', path: '/api/schedules/{id}', group: 'payments', lambda: 'schedule', access: 'staff' },
  // Admin or the appointment's employee: the service decides (another staff member → 403).
  { id: 'payments.charge_card', method: 'POST', path: '/api/schedules/{id}/charge_card', group: 'payments', lambda: 'schedule', access: 'staff' },
  { id: 'payments.charge_fee', method: 'POST', path: '/api/schedules/{id}/charge_fee', group: 'payments', lambda: 'schedule', access: 'staff' },
] as const satisfies readonly RouteRow[];

const paymentsLambda = [
  // In the payments Lambda: a booking may open a deposit Checkout, and the Stripe SDK (~250 KB) stays out of the schedule bundle (decision 018).
  { id: 'schedule.client_book', method: 'POST', path: '/api/client/schedules', group: 'schedule', lambda: 'payments', access: 'client' },
  // Stripe signs its webhook; it sends no session and no Origin.
  { id: 'payments.webhook', method: 'POST', path: '/api/client/stripe/webhooks', group: 'payments', access: 'stripe' },
  // Clients (their own) and staff (appointments they may see): the service decides (anonymous → 401).
  { id: 'payments.session_status', method: 'GET', path: '/api/client/stripe/session_status', group: 'payments', access: 'public' },
  { id: 'payments.checkout_session', method: 'POST', path: '/api/client/stripe/create_checkout_session', group: 'payments', access: 'staff' },
  { id: 'payments.confirm_payment', method: 'POST', path: '/api/client/stripe/confirm_payment', group: 'payments', access: 'staff' },
  { id: 'payments.save_card_session', method: 'POST', path: '/api/client/stripe/create_save_card_checkout_session', group: 'payments', access: 'public' },
  { id: 'payments.list_cards', method: 'GET', path: '/api/client/stripe/list_attached_cards', group: 'payments', access: 'public' },
  { id: 'payments.remove_card', method: 'DELETE', path: '/api/client/stripe/remove_card', group: 'payments', access: 'public' },
  { id: 'payments.remaining_pay', method: 'POST', path: '/api/client/schedules/{id}/remaining_pay', group: 'payments', access: 'client' },
  { id: 'payments.remaining_paid', method: 'POST', path: '/api/schedules/{id}/remaining_paid', group: 'payments', access: 'staff' },
] as const satisfies readonly RouteRow[];

const invoicesLambda = [
  // Invoice reads (REFERENCE §4.4), scoped by "visible invoice" in the services. SPEC's `{client_id}`
  // is `{id}`: one name per path position.
  { id: 'invoices.list', method: 'GET', path: '/api/invoices', group: 'invoices', access: 'staff' },
  { id: 'invoices.get', method: 'GET', path: '/api/invoices/{id}', group: 'invoices', access: 'staff' },
  { id: 'invoices.employee_invoices', method: 'GET', path: '/api/employee_invoices', group: 'invoices', access: 'staff' },
  { id: 'invoices.employees_invoice', method: 'GET', path: '/api/employees_invoice', group: 'invoices', access: 'staff' },
  { id: 'invoices.invoice_lists', method: 'GET', path: '/api/invoice_lists', group: 'invoices', access: 'admin' },
  { id: 'invoices.finalized', method: 'GET', path: '/api/finalized_invoice', group: 'invoices', access: 'admin' },
  { id: 'invoices.mentors_invoice', method: 'GET', path: '/api/mentors_invoice', group: 'invoices', access: 'staff' },
  { id: 'invoices.mentorship', method: 'GET', path: '/api/mentorship_invoices', group: 'invoices', access: 'staff' },
  { id: 'invoices.client_invoices', method: 'GET', path: '/api/invoices/{id}/client_invoices', group: 'invoices', access: 'staff' },
  { id: 'invoices.update_images', method: 'PUT', path: '/api/invoices/{id}/update_images', group: 'invoices', access: 'staff' },
  { id: 'invoices.delete', method: 'DELETE', path: '/api/invoices/{id}', group: 'invoices', access: 'admin' },
  { id: 'invoices.destroy_multiple', method: 'DELETE', path: '/api/invoices/destroy_multiple', group: 'invoices', access: 'admin' },
  { id: 'invoices.mark_paid', method: 'PATCH', path: '/api/invoices/{id}/mark_paid', group: 'invoices', access: 'admin' },
  { id: 'invoices.charge_rates', method: 'GET', path: '/api/invoice_charge_rates', group: 'invoices', access: 'staff' },
] as const satisfies readonly RouteRow[];

const documentsLambda = [
  // Invoice writes. Those that render or mail a PDF run in the documents Lambda (decisions 022, 024).
  { id: 'invoices.submit', method: 'POST', path: '/api/invoice_groups', group: 'invoices', lambda: 'documents', access: 'staff' },
  { id: 'invoices.update', method: 'PATCH', path: '/api/invoices/{id}', group: 'invoices', lambda: 'documents', access: 'staff' },
  { id: 'invoices.finalize', method: 'POST', path: '/api/invoices/{id}/finalize', group: 'invoices', lambda: 'documents', access: 'admin' },
  { id: 'invoices.finalize_multiple', method: 'POST', path: '/api/invoices/finalize_multiple', group: 'invoices', lambda: 'documents', access: 'admin' },
  { id: 'invoices.reject', method: 'POST', path: '/api/invoices/{id}/send_reject_mail', group: 'invoices', lambda: 'documents', access: 'admin' },
  // Invoice documents (decision 022): PDFs render only in the documents Lambda. The receipt routes'
  // `{id}` is the employee (or `all`, admins only).
  { id: 'documents.invoice_pdf', method: 'GET', path: '/api/invoices/{id}/show_pdf', group: 'documents', access: 'staff' },
  { id: 'documents.invoice_download', method: 'GET', path: '/api/invoices/{id}/download_attachment', group: 'documents', access: 'staff' },
  { id: 'documents.print_receipt', method: 'GET', path: '/api/invoices/print_receipt', group: 'documents', access: 'staff' },
  { id: 'documents.email_receipt', method: 'POST', path: '/api/invoices/{id}/email_receipt', group: 'documents', access: 'staff' },
  // The reports' spreadsheet and location PDF (issue 21, decision 030): the figures come from the reports group's face.
  { id: 'documents.export_invoices', method: 'GET', path: '/api/export_invoices', group: 'documents', access: 'admin' },
  { id: 'documents.location_pdf', method: 'GET', path: '/api/location_pdf', group: 'documents', access: 'admin' },
] as const satisfies readonly RouteRow[];

const inventoryLambda = [
  { id: 'inventory.list', method: 'GET', path: '/api/inventories', group: 'inventory', access: 'manager' },
  { id: 'inventory.create', method: 'POST', path: '/api/inventories', group: 'inventory', access: 'manager' },
  { id: 'inventory.update', method: 'PATCH', path: '/api/inventories/{id}', group: 'inventory', access: 'manager' },
  { id: 'inventory.delete', method: 'DELETE', path: '/api/inventories/{id}', group: 'inventory', access: 'manager' },
  { id: 'inventory.assign', method: 'POST', path: '/api/inventories/{id}/assign', group: 'inventory', access: 'manager' },
  // Carebook additions: the ledger of a product, and every employee's stock for the bulk editor.
  { id: 'inventory.movements', method: 'GET', path: '/api/inventories/{id}/movements', group: 'inventory', access: 'manager' },
  { id: 'inventory.employee_stock', method: 'GET', path: '/api/employee_inventories', group: 'inventory', access: 'manager' },
  // An employees path, served by the inventory group (the stock logic lives there).
  { id: 'inventory.update_employee', method: 'PATCH', path: '/api/employees/{id}/update_inventories', group: 'inventory', access: 'manager' },
  { id: 'inventory.transfer', method: 'POST', path: '/api/employee_inventories/transfer', group: 'inventory', access: 'staff' },
  { id: 'inventory.prompt_accept', method: 'POST', path: '/api/inventory_prompts/{id}/accept', group: 'inventory', access: 'staff' },
  { id: 'inventory.prompt_reject', method: 'POST', path: '/api/inventory_prompts/{id}/reject', group: 'inventory', access: 'staff' },
  { id: 'inventory.requests', method: 'GET', path: '/api/inventory_requests', group: 'inventory', access: 'staff' },
  { id: 'inventory.request_create', method: 'POST', path: '/api/inventory_requests', group: 'inventory', access: 'staff' },
  { id: 'inventory.request_accept', method: 'POST', path: '/api/inventory_requests/{id}/accept', group: 'inventory', access: 'manager' },
  { id: 'inventory.request_reject', method: 'POST', path: '/api/inventory_requests/{id}/reject', group: 'inventory', access: 'manager' },
] as const satisfies readonly RouteRow[];

const formsLambda = [
  // Intake forms, questionnaires, responses and chart entries (REFERENCE §4.6).
  { id: 'forms.intake_forms', method: 'GET', path: '/api/intake_forms', group: 'forms', access: 'staff' },
  { id: 'forms.intake_form', method: 'GET', path: '/api/intake_forms/{id}', group: 'forms', access: 'staff' },
  { id: 'forms.intake_form_create', method: 'POST', path: '/api/intake_forms', group: 'forms', access: 'staff' },
  { id: 'forms.intake_form_update', method: 'PATCH', path: '/api/intake_forms/{id}', group: 'forms', access: 'staff' },
  { id: 'forms.client_intake_forms', method: 'GET', path: '/api/client/intake_forms', group: 'forms', access: 'client' },
  { id: 'forms.client_intake_form', method: 'GET', path: '/api/client/intake_forms/{id}', group: 'forms', access: 'client' },
  { id: 'forms.questionnaires', method: 'GET', path: '/api/questionnaires', group: 'forms', access: 'staff' },
  { id: 'forms.questionnaire', method: 'GET', path: '/api/questionnaires/{id}', group: 'forms', access: 'staff' },
  { id: 'forms.questionnaire_create', method: 'POST', path: '/api/questionnaires', group: 'forms', access: 'staff' },
  { id: 'forms.questionnaire_update', method: 'PATCH', path: '/api/questionnaires/{id}', group: 'forms', access: 'staff' },
  // Staff and clients; `public` because the table has no such level: the service refuses anonymous callers.
  { id: 'forms.response_create', method: 'POST', path: '/api/response_intake_forms', group: 'forms', access: 'public' },
  { id: 'forms.responses', method: 'GET', path: '/api/response_intake_forms', group: 'forms', access: 'staff' },
  { id: 'forms.response', method: 'GET', path: '/api/response_intake_forms/{id}', group: 'forms', access: 'staff' },
  { id: 'forms.client_responses', method: 'GET', path: '/api/client/response_intake_forms', group: 'forms', access: 'client' },
  { id: 'forms.client_response', method: 'GET', path: '/api/client/response_intake_forms/{id}', group: 'forms', access: 'client' },
  { id: 'forms.chart_entries', method: 'GET', path: '/api/chart_entries', group: 'forms', access: 'staff' },
  { id: 'forms.chart_entry', method: 'GET', path: '/api/chart_entries/{id}', group: 'forms', access: 'staff' },
  { id: 'forms.chart_entry_create', method: 'POST', path: '/api/chart_entries', group: 'forms', access: 'staff' },
  { id: 'forms.chart_entry_update', method: 'PATCH', path: '/api/chart_entries/{id}', group: 'forms', access: 'staff' },
] as const satisfies readonly RouteRow[];

const payoutsLambda = [
  // Stripe Connect onboarding, payouts and staff subscriptions (REFERENCE §4.1, §4.4; decision 029): the
  // payments Lambda has no room left under its bundle exception. Connect is self only (the services check).
  { id: 'payouts.connect', method: 'POST', path: '/api/employee_stripe_connect', group: 'payouts', access: 'staff' },
  { id: 'payouts.onboarding_complete', method: 'POST', path: '/api/stripe_onboarding_complete', group: 'payouts', access: 'staff' },
  { id: 'payouts.account_details', method: 'GET', path: '/api/stripe_account_details', group: 'payouts', access: 'staff' },
  { id: 'payouts.transfer', method: 'POST', path: '/api/client/stripe/transfer_to_employee', group: 'payouts', access: 'admin' },
  { id: 'payouts.pay_multiple', method: 'POST', path: '/api/client/stripe/pay_multiple_invoice', group: 'payouts', access: 'admin' },
  { id: 'payouts.pricing', method: 'GET', path: '/api/stripe/pricing', group: 'payouts', access: 'staff' },
  { id: 'payouts.subscription_checkout', method: 'POST', path: '/api/stripe/checkout', group: 'payouts', access: 'staff' },
  { id: 'payouts.billing_portal', method: 'POST', path: '/api/stripe/billing_portal', group: 'payouts', access: 'staff' },
  // Self or an admin (the service checks); an employees path served by the group that owns the plan.
  { id: 'payouts.update_plan', method: 'PATCH', path: '/api/employees/{id}/update_plan', group: 'payouts', access: 'staff' },
  // Stripe signs it with the Connect endpoint's own secret (decision 038); no session, no Origin.
  { id: 'payouts.connect_webhook', method: 'POST', path: '/api/stripe/connect_webhook', group: 'payouts', access: 'stripe' },
] as const satisfies readonly RouteRow[];

const reportsLambda = [
  // Admin-only figures (issue 21, decision 030); the xlsx and the location PDF render in the documents Lambda.
  { id: 'reports.summary', method: 'GET', path: '/api/summary', group: 'reports', access: 'admin' },
  { id: 'reports.dashboard', method: 'GET', path: '/api/dashboard', group: 'reports', access: 'admin' },
] as const satisfies readonly RouteRow[];

const systemLambda = [
  { id: 'system.health', method: 'GET', path: '/api/health_check.json', group: 'system', access: 'public' },
  { id: 'system.config', method: 'GET', path: '/api/config', group: 'system', access: 'public' },
  { id: 'system.settings_get', method: 'GET', path: '/api/settings', group: 'system', access: 'admin' },
  { id: 'system.settings_update', method: 'PATCH', path: '/api/settings', group: 'system', access: 'admin' },
] as const satisfies readonly RouteRow[];

type Tables = [
  typeof authLambda,
  typeof employeesLambda,
  typeof clientsLambda,
  typeof locationsLambda,
  typeof catalogLambda,
  typeof scheduleLambda,
  typeof paymentsLambda,
  typeof invoicesLambda,
  typeof documentsLambda,
  typeof inventoryLambda,
  typeof formsLambda,
  typeof payoutsLambda,
  typeof reportsLambda,
  typeof systemLambda,
];
export type Route = Tables[number][number];

const table: Route[] = [];

function add(lambda: Group, rows: readonly Route[]): void {
  for (const row of rows) if (lambdaOf(row) !== lambda) throw new Error(`Route ${row.id} runs in ${lambdaOf(row)}, not ${lambda}`);
  table.push(...rows);
}

/* eslint-disable no-unused-labels -- the labels are build-time markers for esbuild's dropLabels */
lambda_auth: add('auth', authLambda);
lambda_employees: add('employees', employeesLambda);
lambda_clients: add('clients', clientsLambda);
lambda_locations: add('locations', locationsLambda);
lambda_catalog: add('catalog', catalogLambda);
lambda_schedule: add('schedule', scheduleLambda);
lambda_payments: add('payments', paymentsLambda);
lambda_invoices: add('invoices', invoicesLambda);
lambda_documents: add('documents', documentsLambda);
lambda_inventory: add('inventory', inventoryLambda);
lambda_forms: add('forms', formsLambda);
lambda_payouts: add('payouts', payoutsLambda);
lambda_reports: add('reports', reportsLambda);
lambda_system: add('system', systemLambda);
/* eslint-enable no-unused-labels */

/** Every route (in a deployed bundle: the routes of its Lambda). */
export const routes: readonly Route[] = table;

export type RouteId = Route['id'];
export type RouteOf<Id extends RouteId> = Extract<Route, { id: Id }>;
/** The ids of the routes a Lambda serves: its own group's rows without a `lambda`, and rows placed in it. */
export type RouteIdsOfLambda<L extends Group> = (Extract<Route, { lambda: L }> | Exclude<Extract<Route, { group: L }>, { lambda: Group }>)['id'];

/** The Lambda a row runs in. Dispatch, CDK, the local adapter, the bench and the tests read this. */
export function lambdaOf(row: Pick<RouteRow, 'group' | 'lambda'>): Group {
  return row.lambda ?? row.group;
}

const byId = new Map<string, Route>(routes.map((r) => [r.id, r]));

export function routeById<Id extends RouteId>(id: Id): RouteOf<Id> {
  const row = byId.get(id);
  if (!row) throw new Error(`Unknown route id ${id}`);
  return row as RouteOf<Id>;
}

/** `GET /api/x/{id}`: the API Gateway v2 route key of a row. */
export function routeKey(row: Pick<RouteRow, 'method' | 'path'>): string {
  return `${row.method} ${row.path}`;
}

type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;
export type PathParams<Id extends RouteId> = Record<PathParamNames<RouteOf<Id>['path']>, string>;

/** Fills `{name}` placeholders; every value is URI-encoded. */
export function buildPath<Id extends RouteId>(id: Id, params?: PathParams<Id>): string {
  const values = (params ?? {}) as Record<string, string>;
  return routeById(id).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name} for ${id}`);
    return encodeURIComponent(value);
  });
}
