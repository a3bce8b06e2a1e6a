// Key builders of the inventory items (docs/data-model.md §2.5, §1.6). Stock rows and the ledger sit
// in the product's partition, so one Query reads every holder of a product or its history.
import type { Key } from '#functions/lib/db/write.ts';

export type PromptStatus = 'pending' | 'accepted' | 'rejected';
export type RequestStatus = 'pending' | 'approved' | 'rejected';

const productPk = (productId: string) => `PROD#${productId}`;

export const stockKeys = {
  /** SK prefix of every stock row (the practice's and each employee's) in a product's partition. */
  stockPrefix: 'STOCK#',
  practice: (productId: string): Key => ({ PK: productPk(productId), SK: 'STOCK#PRACTICE' }),
  employee: (productId: string, employeeId: string): Key => ({ PK: productPk(productId), SK: `STOCK#EMP#${employeeId}` }),
  practiceIndex: (productId: string) => ({ GSI2PK: 'STOCK', GSI2SK: `${productId}#PRACTICE` }),
  employeeIndex: (productId: string, employeeId: string) => ({
    GSI1PK: `EMP#${employeeId}#STOCK`, GSI1SK: productId, GSI2PK: 'STOCK', GSI2SK: `${productId}#EMP#${employeeId}`,
  }),
  /** AP-INVT-1. */
  allStock: () => ({ GSI2PK: 'STOCK' }),
  /** AP-INVT-4. */
  stockOfEmployee: (employeeId: string) => ({ GSI1PK: `EMP#${employeeId}#STOCK` }),

  prompt: (id: string): Key => ({ PK: `PROMPT#${id}`, SK: '#META' }),
  promptIndex: (p: { id: string; receiverId: string; productId: string; status: PromptStatus }) => ({
    GSI1PK: `EMP#${p.receiverId}#PROMPT`, GSI1SK: `${p.status}#${p.id}`, GSI2PK: `PROMPT#${p.status}`, GSI2SK: `${p.productId}#${p.id}`,
  }),
  /** AP-INVT-6. */
  promptsByStatus: (status: PromptStatus) => ({ GSI2PK: `PROMPT#${status}` }),
  /** AP-INVT-7 (prefix of GSI1SK: `pending#`). */
  promptsOfReceiver: (receiverId: string) => ({ GSI1PK: `EMP#${receiverId}#PROMPT` }),

  request: (id: string): Key => ({ PK: `REQ#${id}`, SK: '#META' }),
  requestIndex: (r: { id: string; requestorId: string; status: RequestStatus }) => ({
    GSI1PK: `EMP#${r.requestorId}#REQ`, GSI1SK: r.id, GSI2PK: `REQ#${r.status}`, GSI2SK: r.id,
  }),
  /** AP-INVT-9. */
  requestsByStatus: (status: RequestStatus) => ({ GSI2PK: `REQ#${status}` }),
  /** AP-INVT-10. */
  requestsOfRequestor: (employeeId: string) => ({ GSI1PK: `EMP#${employeeId}#REQ` }),

  move: (productId: string, moveId: string): Key => ({ PK: productPk(productId), SK: `MOVE#${moveId}` }),
  moveIndex: (refId: string, moveId: string) => ({ GSI1PK: `REF#${refId}#MOVE`, GSI1SK: moveId }),
  /** AP-INVT-12: the SK prefix of a product's ledger. */
  movePrefix: 'MOVE#',
  productPk,
};
