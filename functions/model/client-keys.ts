// Keys of the client aggregate and its children (docs/data-model.md §2.2, §1.6), and of the
// employee–client link (§2.1), which sits in the employee's partition but copies the client.
import { normName } from '#functions/lib/db/keys.ts';
import type { Key } from '#functions/lib/db/write.ts';

/**
 * `sort_name(x)` (data model §1.2): `norm_name` without accents, so Álvarez files under A, and with
 * the few characters that sort before `#` (space, `!`, `"`, `#`) written as `$`, so "Smith" comes
 * before "Smith Jones" and the `#` separators stay below every name character.
 */
export const sortName = (name: string): string =>
  normName(name).normalize('NFD').replace(/\p{M}/gu, '').replace(/[ -#]/g, '$').normalize('NFC');

/** The directory order: last name, then first name, then id (decision 036). */
export const directorySortKey = (c: { id: string; name: string; last_name: string }): string =>
  `${sortName(c.last_name)}#${sortName(c.name)}#${c.id}`;

type Named = { id: string; name: string; last_name: string };

export const clientKeys = {
  client: (id: string): Key => ({ PK: `CLIENT#${id}`, SK: '#META' }),
  clientDetail: (id: string): Key => ({ PK: `CLIENT#${id}`, SK: '#DETAIL' }),
  employeeClient: (employeeId: string, clientId: string): Key => ({ PK: `EMP#${employeeId}`, SK: `CLIENT#${clientId}` }),
  allClients: () => ({ GSI1PK: 'CLIENTS' }),
  /** AP-CLI-1: every client root, by last name. */
  clientIndex: (c: Named) => ({ GSI1PK: 'CLIENTS', GSI1SK: directorySortKey(c) }),
  linksOfClient: (clientId: string) => ({ GSI1PK: `CLIENT#${clientId}#EMPS` }),
  linkIndex: (clientId: string, employeeId: string) => ({ GSI1PK: `CLIENT#${clientId}#EMPS`, GSI1SK: employeeId }),
  linkPrefix: 'CLIENT#',
  /** AP-EMP-13: an employee's links by the client's last name. */
  linksOfEmployee: (employeeId: string) => ({ GSI2PK: `EMP#${employeeId}#CLIENTS` }),
  linkDirectoryIndex: (employeeId: string, client: Named) => ({ GSI2PK: `EMP#${employeeId}#CLIENTS`, GSI2SK: directorySortKey(client) }),
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
