// Keys of the client aggregate and its children (docs/data-model.md §2.2, §1.6), and of the
// employee–client link (§2.1), which sits in the employee's partition but copies the client.
import type { Key } from '#functions/lib/db/write.ts';

export const clientKeys = {
  client: (id: string): Key => ({ PK: `CLIENT#${id}`, SK: '#META' }),
  clientDetail: (id: string): Key => ({ PK: `CLIENT#${id}`, SK: '#DETAIL' }),
  employeeClient: (employeeId: string, clientId: string): Key => ({ PK: `EMP#${employeeId}`, SK: `CLIENT#${clientId}` }),
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
