import { createUploadBody, uploadResponse } from '#functions/contract/files.ts';
import { createUpload } from '#functions/lib/uploads/upload-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/**
 * POST /api/uploads (staff and clients): a presigned PUT for one image. The route is `public`
 * because the table has no "staff or client" level; the service refuses anonymous callers (401).
 */
export const createUploadEndpoint = defineEndpoint({
  access: 'public',
  body: createUploadBody,
  status: 201,
  response: uploadResponse,
  handler: ({ body, caller }) => createUpload(caller, body),
});
