// Keys of treatments (docs/data-model.md §2.4, §1.6): GSI1 by creator, GSI2 base treatments only,
// GSI3 by product.
import type { Key } from '#functions/lib/db/write.ts';

export const treatmentKeys = {
  treatment: (id: string): Key => ({ PK: `TREAT#${id}`, SK: '#META' }),
  treatmentsOfCreator: (employeeId: string) => ({ GSI1PK: `EMP#${employeeId}#TREAT` }),
  baseTreatments: () => ({ GSI2PK: 'TREATS#BASE' }),
  treatmentsOfProduct: (productId: string) => ({ GSI3PK: `PROD#${productId}#TREAT` }),
  treatmentIndex: (t: { id: string; createdBy: string; productId: string; isBase: boolean }) => ({
    GSI1PK: `EMP#${t.createdBy}#TREAT`, GSI1SK: t.id, GSI3PK: `PROD#${t.productId}#TREAT`, GSI3SK: t.id,
    ...(t.isBase ? { GSI2PK: 'TREATS#BASE', GSI2SK: t.id } : {}),
  }),
};
