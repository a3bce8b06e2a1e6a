import { clientParams } from '#functions/contract/clients.ts';
import { messageResponse } from '#functions/contract/common.ts';
import { deleteFileBody } from '#functions/contract/files.ts';
import { deleteFile } from '#functions/clients/client-file-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/clients/{id}/delete_file (body `file_id`): the object is purged 30 days later. */
export const deleteClientFileEndpoint = defineEndpoint({
  access: 'staff',
  params: clientParams,
  body: deleteFileBody,
  response: messageResponse,
  handler: async ({ params, body, caller, request }) => {
    await deleteFile({ caller, request }, params.id, body.file_id);
    return { message: 'File deleted.' };
  },
});
