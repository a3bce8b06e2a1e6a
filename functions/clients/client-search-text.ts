// The client's search copy and the term compared with it, apart from client-repository.ts so the
// groups that keep a link's copy current (schedule, via client-link-repository.ts) do not bundle the
// clients contract's schemas with it (decision 020).

/**
 * The search copy behind the directory's `query` (data model AP-CLI-1, AP-EMP-13): each searchable
 * word follows a space, so `contains(search_text, ' ' + q)` matches a prefix of the first name, last
 * name, email or phone digits, case-insensitively.
 */
export function searchText(c: { name: string; last_name: string; email: string; phone_number: string | null }): string {
  const digits = (c.phone_number ?? '').replace(/\D/g, '');
  return ` ${[c.name, c.last_name, c.email, digits].filter((w) => w !== '').join(' ')}`.toLowerCase().normalize('NFC');
}

/** The search term for `searchText`: phone-like input compares as digits. */
export function searchTerm(query: string): string {
  const q = query.trim().toLowerCase().normalize('NFC').replace(/\s+/g, ' ');
  return /^[\d\s()+.-]+$/.test(q) && /\d/.test(q) ? ` ${q.replace(/\D/g, '')}` : ` ${q}`;
}
