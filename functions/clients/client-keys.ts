// Keys of the client aggregate and its children (docs/data-model.md §2.2, §1.6). The root, detail and
// employee–client link builders stay in lib/db/keys.ts, where sign-up and the employees group use them.
import type { Key } from '#functions/lib/db/write.ts';

export const clientKeys = {
  allClients: () => ({ GSI1PK: 'CLIENTS' }),
  clientIndex: (id: string) => ({ GSI1PK: 'CLIENTS', GSI1SK: id }),
  linksOfClient: (clientId: string) => ({ GSI1PK: `CLIENT#${clientId}#EMPS` }),
  linkIndex: (clientId: string, employeeId: string) => ({ GSI1PK: `CLIENT#${clientId}#EMPS`, GSI1SK: employeeId }),
  linkPrefix: 'CLIENT#',
  group: (ownerId: string, groupId: string): Key => ({ PK: `CLIENT#${ownerId}`, SK: `GROUP#${groupId}` }),
  groupPrefix: 'GROUP#',
  /** CLIENT_GROUP uniqueness value: `<ownerId>#<norm_name>` (unique per owner, ignoring case). */
  groupName: (ownerId: string, normalisedName: string) => `${ownerId}#${normalisedName}`,
  file: (clientId: string, fileId: string): Key => ({ PK: `CLIENT#${clientId}`, SK: `FILE#${fileId}` }),
  filePrefix: 'FILE#',
  fileObject: (clientId: string, fileId: string) => `clients/${clientId}/files/${fileId}`,
  upload: (id: string): Key => ({ PK: `UPLOAD#${id}`, SK: '#META' }),
  uploadObject: (purpose: string, id: string) => `uploads/${purpose}/${id}`,
  filePurge: (purgeAt: string, id: string) => ({ GSI1PK: 'PURGE#file', GSI1SK: `${purgeAt}#${id}` }),
  uploadPurge: (purgeAt: string, id: string) => ({ GSI1PK: 'PURGE#upload', GSI1SK: `${purgeAt}#${id}` }),
  purgeQueue: (kind: 'file' | 'upload') => `PURGE#${kind}`,
};
