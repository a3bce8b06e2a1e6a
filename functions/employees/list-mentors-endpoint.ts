import { mentorListResponse } from '#functions/contract/employees.ts';
import { listMentors } from '#functions/employees/list-employees-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/mentors: the active mentors. */
export const listMentorsEndpoint = defineEndpoint({
  access: 'staff',
  response: mentorListResponse,
  handler: async () => listMentors(),
});
