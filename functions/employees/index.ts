// Lambda entry of the employees group.
import { myProfileEndpoint } from '#functions/employees/myprofile-endpoint.ts';
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';

export const handler = createGroupHandler('employees', {
  'employees.myprofile': myProfileEndpoint,
});
