import { clientParams } from '#functions/contract/clients.ts';
import { clientFilesResponse } from '#functions/contract/files.ts';
import { listFiles } from '#functions/clients/client-file-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/clients/{id}/list_files: ready files with 5-minute links, each audited. */
export const listClientFilesEndpoint = defineEndpoint({
  access: 'staff',
  params: clientParams,
  response: clientFilesResponse,
  handler: async ({ params, caller, request }) => ({ files: await listFiles({ caller, request }, params.id) }),
});
