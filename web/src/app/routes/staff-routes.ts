// Staff screens and who may open them (SPEC §2, §6; REFERENCE §1 "Screen guards"): admin-only, admin
// or inventory manager, or any signed-in staff member. Others are sent to /myprofile.
import type { RouteObject } from 'react-router-dom';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { paths } from '#web/config/paths.ts';
import { rule, type LazyScreen } from '#web/app/routes/lazy-screen.ts';

/**
 * `/settings` and its nested screens (SPEC §2), admin-only as a whole: the children inherit the
 * parent's rule, so an unknown `/settings/...` path is not found for admins and guarded for others.
 */
function settingsRoute(lazyScreen: LazyScreen): RouteObject {
  return {
    path: paths.settings,
    handle: rule('admin'),
    children: [
      { index: true, lazy: lazyScreen(() => import('#web/features/settings/pages/settings-home-page.tsx'), 'SettingsHomePage') },
      { path: paths.settingsPractice, lazy: lazyScreen(() => import('#web/features/settings/pages/practice-settings-page.tsx'), 'PracticeSettingsPage') },
      { path: paths.settingsLocations, lazy: lazyScreen(() => import('#web/features/locations/pages/locations-page.tsx'), 'LocationsPage') },
      { path: paths.settingsLocation, lazy: lazyScreen(() => import('#web/features/locations/pages/location-edit-page.tsx'), 'LocationEditPage') },
      // @mantine/charts and recharts are imported only by this screen's chunk.
      { path: paths.settingsDashboard, lazy: lazyScreen(() => import('#web/features/reports/pages/dashboard-page.tsx'), 'DashboardPage') },
      { path: '*', Component: NotFoundScreen },
    ],
  };
}

/** `/reports` leads to its one report; the route is open to all staff, its data admin-only (REFERENCE §1). */
function reportsRoute(lazyScreen: LazyScreen): RouteObject {
  const summary = () => import('#web/features/reports/pages/report-summary-page.tsx');
  return {
    path: paths.reports,
    handle: rule('staff'),
    children: [
      { index: true, lazy: lazyScreen(summary, 'ReportsIndexRedirect') },
      { path: paths.reportSummary, lazy: lazyScreen(summary, 'ReportSummaryPage') },
      { path: '*', Component: NotFoundScreen },
    ],
  };
}

export function staffRoutes(lazyScreen: LazyScreen): RouteObject[] {
  const staff = rule('staff');
  return [
    { path: paths.myProfile, handle: staff, lazy: lazyScreen(() => import('#web/app/pages/my-profile-page.tsx'), 'MyProfilePage') },

    { path: paths.addProduct, handle: rule('admin'), lazy: lazyScreen(() => import('#web/features/products/pages/add-product-page.tsx'), 'AddProductPage') },
    { path: paths.invoiceList, handle: rule('admin'), lazy: lazyScreen(() => import('#web/features/invoices/pages/invoice-list-page.tsx'), 'InvoiceListPage') },
    { path: paths.invoicesToPay, handle: rule('admin'), lazy: lazyScreen(() => import('#web/features/invoices/pages/invoices-to-pay-page.tsx'), 'InvoicesToPayPage') },
    { path: paths.paymentInterface, handle: rule('admin'), lazy: lazyScreen(() => import('#web/features/invoices/pages/invoices-to-pay-page.tsx'), 'PaymentInterfaceRedirect') },
    settingsRoute(lazyScreen),

    { path: paths.inventories, handle: rule('manager'), lazy: lazyScreen(() => import('#web/features/inventory/pages/inventories-page.tsx'), 'InventoriesPage') },
    { path: paths.employees, handle: rule('manager'), lazy: lazyScreen(() => import('#web/features/employees/pages/staff-page.tsx'), 'StaffPage') },

    { path: paths.addInvoice, handle: staff, lazy: lazyScreen(() => import('#web/features/invoices/pages/add-invoice-page.tsx'), 'AddInvoicePage') },
    // FullCalendar is imported only by this screen's chunk: no other screen pays for it.
    { path: paths.schedule, handle: staff, lazy: lazyScreen(() => import('#web/features/schedule/pages/schedule-page.tsx'), 'SchedulePage') },
    reportsRoute(lazyScreen),
    { path: paths.intakeForms, handle: staff, lazy: lazyScreen(() => import('#web/features/intake-forms/pages/intake-forms-page.tsx'), 'IntakeFormsPage') },
    { path: paths.newIntakeForm, handle: staff, lazy: lazyScreen(() => import('#web/features/intake-forms/pages/intake-form-builder-page.tsx'), 'IntakeFormBuilderPage') },
    { path: paths.intakeFormPreview, handle: rule('staff', { hideMenu: true }), lazy: lazyScreen(() => import('#web/features/intake-forms/pages/intake-form-preview-page.tsx'), 'IntakeFormPreviewPage') },
    { path: paths.submittedIntakeFormPreview, handle: staff, lazy: lazyScreen(() => import('#web/features/intake-forms/pages/submitted-form-preview-page.tsx'), 'StaffSubmittedFormPage') },
    { path: paths.customer, handle: staff, lazy: lazyScreen(() => import('#web/features/customers/pages/customers-page.tsx'), 'CustomersPage') },
    { path: paths.addNewClient, handle: staff, lazy: lazyScreen(() => import('#web/features/customers/pages/add-client-page.tsx'), 'AddClientPage') },
    { path: paths.clientProfileUpdate, handle: staff, lazy: lazyScreen(() => import('#web/features/customers/pages/edit-client-page.tsx'), 'EditClientPage') },
    { path: paths.treatments, handle: staff, lazy: lazyScreen(() => import('#web/features/treatments/pages/treatments-page.tsx'), 'TreatmentsPage') },
    { path: paths.products, handle: staff, lazy: lazyScreen(() => import('#web/features/products/pages/products-page.tsx'), 'ProductsPage') },
    { path: paths.invoiceDetails, handle: staff, lazy: lazyScreen(() => import('#web/features/invoices/pages/invoice-details-page.tsx'), 'InvoiceDetailsPage') },
    // Billing details edit and mark paid: admin-only actions, so an admin-only screen (REFERENCE §1).
    { path: paths.billingDetails, handle: rule('admin'), lazy: lazyScreen(() => import('#web/features/invoices/pages/billing-details-page.tsx'), 'BillingDetailsPage') },
  ];
}
