// The root item of an account: a staff member's is the employee root, a client's the client root.
// The shapes belong to those groups; sessions, tokens and passwords reach them only through here.
import { clientKeys } from '#functions/model/client-keys.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import type { SubjectType } from '#functions/lib/db/keys.ts';
import type { Key } from '#functions/lib/db/write.ts';

export const subjectKeys = {
  employee: employeeKeys.employee,
  client: clientKeys.client,
  root: (type: SubjectType, id: string): Key => (type === 'staff' ? employeeKeys.employee(id) : clientKeys.client(id)),
};
