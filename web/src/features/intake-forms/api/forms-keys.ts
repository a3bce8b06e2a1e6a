// The query keys of the forms screens: one root, so a write can refresh every list it may change.
export const formsKey = ['forms'] as const;
export const intakeFormsKey = [...formsKey, 'intake-forms'] as const;
export const questionnairesKey = [...formsKey, 'questionnaires'] as const;
/** Clinical data (responses, chart entries): never served from the cache (REFERENCE §0.1). */
export const clinicalKey = [...formsKey, 'clinical'] as const;
export const clinicalQuery = { staleTime: 0, gcTime: 0 } as const;

/** A form opened from the booking confirm step carries `?back=confirm` and returns there once sent. */
export const backParam = 'back';
export const backToConfirm = 'confirm';
