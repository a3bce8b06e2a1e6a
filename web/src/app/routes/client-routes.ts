// Client screens (SPEC §2). Every path contains `clients`, so a signed-in client is never sent away
// from them. Appointments and payment only for a signed-in client; the rest for any visitor.
import type { RouteObject } from 'react-router-dom';
import { paths } from '#web/config/paths.ts';
import { rule, type LazyScreen } from '#web/app/routes/lazy-screen.ts';

export function clientRoutes(lazyScreen: LazyScreen): RouteObject[] {
  const anyVisitor = rule('clients');
  const clientOnly = rule('client');
  return [
    { path: paths.clients, handle: anyVisitor, lazy: lazyScreen(() => import('#web/features/booking/pages/booking-home-page.tsx'), 'BookingHomePage') },
    {
      path: paths.clientSignIn,
      handle: rule('client-sign-in'),
      lazy: lazyScreen(() => import('#web/features/auth/pages/client-sign-in-page.tsx'), 'ClientSignInPage'),
    },
    {
      path: paths.clientSignUp,
      handle: rule('client-sign-in'),
      lazy: lazyScreen(() => import('#web/features/auth/pages/client-sign-up-page.tsx'), 'ClientSignUpPage'),
    },
    {
      path: paths.clientResetPassword,
      handle: rule('anyone'),
      lazy: lazyScreen(() => import('#web/features/auth/pages/reset-password-page.tsx'), 'ClientResetPasswordPage'),
    },

    { path: paths.clientLocation, handle: anyVisitor, lazy: lazyScreen(() => import('#web/features/booking/pages/choose-location-page.tsx'), 'ChooseLocationPage') },
    { path: paths.clientSchedule, handle: anyVisitor, lazy: lazyScreen(() => import('#web/features/booking/pages/choose-slot-page.tsx'), 'ChooseSlotPage') },
    { path: paths.clientIntakeForm, handle: clientOnly, lazy: lazyScreen(() => import('#web/features/intake-forms/pages/client-intake-form-page.tsx'), 'ClientIntakeFormPage') },
    { path: paths.clientSubmittedIntakeFormPreview, handle: clientOnly, lazy: lazyScreen(() => import('#web/features/intake-forms/pages/submitted-form-preview-page.tsx'), 'ClientSubmittedFormPage') },
    { path: paths.clientSubmittedIntakeForms, handle: clientOnly, lazy: lazyScreen(() => import('#web/features/intake-forms/pages/submitted-forms-page.tsx'), 'SubmittedFormsPage') },

    { path: paths.clientAppointments, handle: clientOnly, lazy: lazyScreen(() => import('#web/features/booking/pages/client-appointments-page.tsx'), 'ClientAppointmentsPage') },
    { path: paths.clientPaymentSuccess, handle: clientOnly, lazy: lazyScreen(() => import('#web/features/payments/pages/payment-success-page.tsx'), 'PaymentSuccessPage') },
    { path: paths.clientConfirmPayment, handle: clientOnly, lazy: lazyScreen(() => import('#web/features/booking/pages/confirm-booking-page.tsx'), 'ConfirmBookingPage') },
  ];
}
