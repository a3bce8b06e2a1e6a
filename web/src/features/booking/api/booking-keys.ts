// The root of every client booking query. A booking or cancel invalidates the appointments and the
// slots (a booked time is no longer free).
export const bookingKey = ['booking'] as const;
