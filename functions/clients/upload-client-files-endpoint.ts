import { clientParams } from '#functions/contract/clients.ts';
import { uploadFilesBody, uploadFilesResponse } from '#functions/contract/files.ts';
import { confirmUploads, requestUploadSlots } from '#functions/clients/client-file-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/**
 * POST /api/clients/{id}/upload_files: `files` requests ≤ 10 upload slots (201); `completed_file_ids`
 * confirms the uploads whose bytes arrived (200).
 */
export const uploadClientFilesEndpoint = defineEndpoint({
  access: 'staff',
  params: clientParams,
  body: uploadFilesBody,
  status: 201,
  response: uploadFilesResponse,
  handler: async ({ params, body, caller, request, reply }) => {
    const access = { caller, request };
    if ('files' in body) return { files: await requestUploadSlots(access, params.id, body.files) };
    reply.setStatus(200);
    return { files: await confirmUploads(access, params.id, body.completed_file_ids) };
  },
});
