// One key builder per entity; the shapes and the access patterns behind them are in
// docs/data-model.md. Repositories build keys only through these functions.
import type { Key } from '#functions/lib/db/write.ts';

const root = (prefix: string, id: string): Key => ({ PK: `${prefix}#${id}`, SK: '#META' });

export type SubjectType = 'staff' | 'client';
const subjectPrefix = (type: SubjectType) => (type === 'staff' ? 'EMP' : 'CLIENT');

/** `norm_email`: trimmed and lowercased. */
export const normEmail = (email: string): string => email.trim().toLowerCase();
/** `norm_name`: trimmed, inner whitespace collapsed, NFC, lowercased. */
export const normName = (name: string): string => name.trim().replace(/\s+/g, ' ').normalize('NFC').toLowerCase();

export const keys = {
  /** A fixed item the health check reads to prove the table answers. */
  health: (): Key => ({ PK: 'HEALTH', SK: 'HEALTH' }),
  settings: (): Key => ({ PK: 'SETTINGS', SK: '#META' }),
  counter: (name: 'INVOICE_NUMBER' | 'ACTIVE_ADMINS'): Key => root('COUNTER', name),
  unique: (kind: string, value: string): Key => ({ PK: `UNIQUE#${kind}#${value}`, SK: 'UNIQUE' }),

  employee: (id: string): Key => root('EMP', id),
  client: (id: string): Key => root('CLIENT', id),
  clientDetail: (id: string): Key => ({ PK: `CLIENT#${id}`, SK: '#DETAIL' }),
  employeeLocation: (employeeId: string, locationId: string): Key => ({ PK: `EMP#${employeeId}`, SK: `LOC#${locationId}` }),
  employeeMentor: (employeeId: string, mentorId: string): Key => ({ PK: `EMP#${employeeId}`, SK: `MENTOR#${mentorId}` }),
  employeeClient: (employeeId: string, clientId: string): Key => ({ PK: `EMP#${employeeId}`, SK: `CLIENT#${clientId}` }),
  location: (id: string): Key => root('LOC', id),

  token: (tokenHash: string): Key => root('TOKEN', tokenHash),
  tokenPointer: (type: SubjectType, id: string, purpose: 'reset' | 'invite'): Key => ({ PK: `${subjectPrefix(type)}#${id}`, SK: `TOKEN#${purpose}` }),

  // Employee index keys (docs/data-model.md §1.6, §2.1). Partition builders return the GSI key
  // attribute they query; item builders return the GSI attributes an item carries.
  employeesByStatus: (status: 'active' | 'inactive') => ({ GSI1PK: `EMPLOYEES#${status}` }),
  employeeStatusIndex: (status: 'active' | 'inactive', name: string, id: string) => ({ GSI1PK: `EMPLOYEES#${status}`, GSI1SK: `${normName(name)}#${id}` }),
  activeMentors: () => ({ GSI2PK: 'MENTORS' }),
  mentorIndex: (name: string, id: string) => ({ GSI2PK: 'MENTORS', GSI2SK: `${normName(name)}#${id}` }),
  menteesOf: (mentorId: string) => ({ GSI1PK: `EMP#${mentorId}#MENTEES` }),
  mentorLinks: () => ({ GSI2PK: 'MENTOR_LINKS' }),
  employeeMentorIndex: (employeeId: string, mentorId: string) => ({
    GSI1PK: `EMP#${mentorId}#MENTEES`, GSI1SK: employeeId, GSI2PK: 'MENTOR_LINKS', GSI2SK: `${employeeId}#${mentorId}`,
  }),
  employeeLocationLinks: () => ({ GSI1PK: 'EMPLOC' }),
  employeeLocationIndex: (employeeId: string, locationId: string) => ({ GSI1PK: 'EMPLOC', GSI1SK: `${locationId}#${employeeId}` }),
  appointmentsOfEmployee: (employeeId: string) => ({ GSI1PK: `EMP#${employeeId}#APPT` }),

  // Catalogue keys (docs/data-model.md §2.3, §2.4, §1.6), in the same two kinds as above.
  product: (id: string): Key => root('PROD', id),
  treatment: (id: string): Key => root('TREAT', id),
  allLocations: () => ({ GSI1PK: 'LOCATIONS' }),
  locationIndex: (name: string, id: string) => ({ GSI1PK: 'LOCATIONS', GSI1SK: `${normName(name)}#${id}` }),
  allProducts: () => ({ GSI1PK: 'PRODUCTS' }),
  productIndex: (name: string, id: string) => ({ GSI1PK: 'PRODUCTS', GSI1SK: `${normName(name)}#${id}` }),
  treatmentsOfCreator: (employeeId: string) => ({ GSI1PK: `EMP#${employeeId}#TREAT` }),
  baseTreatments: () => ({ GSI2PK: 'TREATS#BASE' }),
  treatmentsOfProduct: (productId: string) => ({ GSI3PK: `PROD#${productId}#TREAT` }),
  treatmentIndex: (t: { id: string; createdBy: string; productId: string; isBase: boolean }) => ({
    GSI1PK: `EMP#${t.createdBy}#TREAT`, GSI1SK: t.id, GSI3PK: `PROD#${t.productId}#TREAT`, GSI3SK: t.id,
    ...(t.isBase ? { GSI2PK: 'TREATS#BASE', GSI2SK: t.id } : {}),
  }),
  // Inventory partitions the product-delete guard reads (§2.5); the inventory items come later.
  stockOfEmployee: (employeeId: string) => ({ GSI1PK: `EMP#${employeeId}#STOCK` }),
  promptsByStatus: (status: 'pending' | 'accepted' | 'rejected') => ({ GSI2PK: `PROMPT#${status}` }),
  requestsByStatus: (status: 'pending' | 'approved' | 'rejected') => ({ GSI2PK: `REQ#${status}` }),
};
