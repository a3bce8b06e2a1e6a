// Every screen path, declared once. Routes, links and redirects use these names, never literals.
// Later features add their screens here (SPEC §2).

export const paths = {
  /** The root screen (staff sign-in, SPEC §2); the not-found and error screens link here. */
  home: '/',
  health: '/healthz',
  /** Any path no screen claims (SPEC §2: "Any other path shows a not-found screen"). */
  notFound: '*',
} as const;

export const appName = 'Carebook';
