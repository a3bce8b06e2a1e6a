// Quantities and calendar dates as people read and type them (REFERENCE §0.1), shared by the stock
// and invoice screens: decimals with at most 2 places, dates as MM/DD/YYYY. The form keeps the typed
// text; the API's schema decides whether it is a valid quantity.
export const formatQuantity = (quantity: number): string => quantity.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Typed text → what the schema reads: blank is missing, anything else a number (NaN fails the schema). */
export const quantityInput = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

/** `YYYY-MM-DD` → `MM/DD/YYYY` (REFERENCE §0.1). */
export const formatDate = (date: string): string => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
