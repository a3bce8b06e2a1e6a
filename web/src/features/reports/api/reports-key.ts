// The root of every report query. Reports are cached for 15 minutes like other reads (REFERENCE §0.1);
// "Load a fresh copy" refetches the screen's own query, which always asks the server.
export const reportsKey = ['reports'] as const;
