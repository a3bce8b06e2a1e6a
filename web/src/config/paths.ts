// Every screen path of SPEC §2, declared once. Routes, links and redirects use these names, never
// literals. Patterns use react-router's syntax (`:param`, `?` optional); links to a pattern are
// built with `generatePath`. Screens nested under a path (settings, reports) are declared one by one,
// as they are built.

export const paths = {
  /** The root screen: staff sign-in (SPEC §2); the not-found and error screens link here. */
  home: '/',
  /** The same sign-in screen, reached with an employee and a connected payment account. */
  homeWithStripeAccount: '/:employeeId/:stripeAccountId',
  health: '/healthz',
  staffSignUp: '/signup',
  resetPassword: '/resetPassword',
  stripeOnboardSuccess: '/stripe-onboard-success/:employeeId/:stripeAccountId',
  intakeFormPreview: '/intake-form-preview/:id?',
  submittedIntakeFormPreview: '/submitted-intake-form-preview/:id?',

  // Staff screens.
  addInvoice: '/addinvoice',
  invoiceList: '/invoicelist',
  schedule: '/schedule',
  employees: '/employees',
  reports: '/reports',
  /** The one report (REFERENCE §5); `/reports` leads here. */
  reportSummary: '/reports/report-Summary',
  intakeForms: '/intake-forms',
  newIntakeForm: '/new-intake-form',
  customer: '/customers/:clientId',
  addNewClient: '/add-new-client',
  clientProfileUpdate: '/client-profile-update/:id/:type',
  inventories: '/inventories',
  treatments: '/treatments',
  myProfile: '/myprofile',
  products: '/products',
  addProduct: '/addproduct',
  invoicesToPay: '/invoices-to-pay',
  invoiceDetails: '/invoices-details/:invoiceId',
  billingDetails: '/billing-details/:invoiceId',
  paymentInterface: '/payment-interface',
  settings: '/settings',
  settingsPractice: '/settings/practice',
  settingsLocations: '/settings/locations',
  /** `new`, or the id of the location to edit. */
  settingsLocation: '/settings/locations/:newOrUpdate',
  settingsDashboard: '/settings/dashboard',

  // Client screens: every one contains `clients`, which is what the session rules test (SPEC §4).
  clients: '/clients',
  clientSignIn: '/clients/signin',
  clientSignUp: '/clients/signup',
  clientResetPassword: '/clients/resetPassword',
  clientLocation: '/clients/location',
  clientSchedule: '/clients/schedule/:employeeId',
  clientIntakeForm: '/clients/intake-form/:id?',
  clientSubmittedIntakeFormPreview: '/clients/submitted-intake-form-preview/:id?',
  /** The spec's spelling. */
  clientSubmittedIntakeForms: '/clients/submited-intake-forms-preview',
  clientAppointments: '/clients/appointments',
  clientPaymentSuccess: '/clients/payment/success',
  clientConfirmPayment: '/clients/payment/confirm_payment',

  /** Any path no screen claims (SPEC §2: "Any other path shows a not-found screen"). */
  notFound: '*',
} as const;

export const appName = 'Carebook';

/** My Profile's tabs, chosen by `?tab=` (Stripe returns to `/myprofile?tab=subscription`). */
export const myProfileTabs = ['profile', 'subscription', 'bank'] as const;
export type MyProfileTab = (typeof myProfileTabs)[number];

/** The address of one My Profile tab. */
export const myProfileTab = (tab: MyProfileTab): string => (tab === 'profile' ? paths.myProfile : `${paths.myProfile}?tab=${tab}`);

/** The `newOrUpdate` of `/settings/locations/new`: the create form rather than an id. */
export const newLocationParam = 'new';
