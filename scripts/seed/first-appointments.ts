// The dashboard's new/returning split reads each client's `first_appointment_at` (data model §2.2,
// §3.10), which the booking services keep. The seed writes appointments directly, so it sets the mark
// itself on the client roots it puts: the start of each client's earliest non-cancelled appointment.
import type { Item } from '#functions/lib/db/read.ts';

export function withFirstAppointments(clientItems: readonly Item[], scheduleItems: readonly Item[]): Item[] {
  const first = new Map<string, string>();
  for (const a of scheduleItems) {
    if (a.entity !== 'appointment' || a.status === 'cancelled' || typeof a.client_id !== 'string' || typeof a.start_at !== 'string') continue;
    const known = first.get(a.client_id);
    if (known === undefined || a.start_at < known) first.set(a.client_id, a.start_at);
  }
  return clientItems.map((item) => {
    const start = item.entity === 'client' && item.SK === '#META' && typeof item.id === 'string' ? first.get(item.id) : undefined;
    return start ? { ...item, first_appointment_at: start } : item;
  });
}
