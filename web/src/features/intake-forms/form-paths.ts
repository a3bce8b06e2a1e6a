// Links to the forms screens (the client's fill link lives in api/get-client-intake-forms.ts, which
// the booking confirm step imports).
import { generatePath } from 'react-router-dom';
import { paths } from '#web/config/paths.ts';

export const clientResponsePath = (id: string) => generatePath(paths.clientSubmittedIntakeFormPreview, { id });
export const staffResponsePath = (id: string) => generatePath(paths.submittedIntakeFormPreview, { id });
export const formPreviewPath = (id: string) => generatePath(paths.intakeFormPreview, { id });
export const editFormPath = (id: string) => `${paths.newIntakeForm}?id=${encodeURIComponent(id)}`;
export const duplicateFormPath = (id: string) => `${paths.newIntakeForm}?copy=${encodeURIComponent(id)}`;
