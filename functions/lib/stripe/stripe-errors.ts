// How the Stripe capability modules recognise the SDK errors they turn into ordinary answers.

/** Stripe does not know the object (a made-up or foreign id). */
export function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'resource_missing';
}

/** The object is already in a final state (e.g. expiring a session that completed or expired). */
export function isFinished(error: unknown): boolean {
  return error instanceof Error && 'statusCode' in error && (error.statusCode === 400 || error.statusCode === 404);
}
