// Links to the forms screens. A form opened from the booking confirm step carries `?back=confirm`,
// so once it is sent the client returns there with the booking still chosen.
import { generatePath } from 'react-router-dom';
import { paths } from '#web/config/paths.ts';

export const backParam = 'back';
export const backToConfirm = 'confirm';

export function clientFormPath(id: string, fromConfirm = false): string {
  const path = generatePath(paths.clientIntakeForm, { id });
  return fromConfirm ? `${path}?${backParam}=${backToConfirm}` : path;
}

export const clientResponsePath = (id: string) => generatePath(paths.clientSubmittedIntakeFormPreview, { id });
export const staffResponsePath = (id: string) => generatePath(paths.submittedIntakeFormPreview, { id });
export const formPreviewPath = (id: string) => generatePath(paths.intakeFormPreview, { id });
export const editFormPath = (id: string) => `${paths.newIntakeForm}?id=${encodeURIComponent(id)}`;
export const duplicateFormPath = (id: string) => `${paths.newIntakeForm}?copy=${encodeURIComponent(id)}`;
