// Keys of intake forms, their responses and questionnaires (docs/data-model.md §2.9, §1.6). Forms and
// questionnaires each sit in one small GSI1 collection; a client's responses in a GSI1 partition
// sorted by form then response id (ULIDs: creation order), so a form's newest response is the last.
import type { Key } from '#functions/lib/db/write.ts';

export const formKeys = {
  intakeForm: (id: string): Key => ({ PK: `FORM#${id}`, SK: '#META' }),
  allIntakeForms: () => ({ GSI1PK: 'FORMS' }),
  intakeFormIndex: (id: string) => ({ GSI1PK: 'FORMS', GSI1SK: id }),
  response: (id: string): Key => ({ PK: `RESP#${id}`, SK: '#META' }),
  responsesOfClient: (clientId: string) => ({ GSI1PK: `CLIENT#${clientId}#RESP` }),
  responseIndex: (clientId: string, formId: string, id: string) => ({ GSI1PK: `CLIENT#${clientId}#RESP`, GSI1SK: `${formId}#${id}` }),
  questionnaire: (id: string): Key => ({ PK: `QNR#${id}`, SK: '#META' }),
  allQuestionnaires: () => ({ GSI1PK: 'QUESTIONNAIRES' }),
  questionnaireIndex: (id: string) => ({ GSI1PK: 'QUESTIONNAIRES', GSI1SK: id }),
};

/** Chart entries (§2.9): the head `#META` carries the latest version; `V#<n>` items are the history. */
export const chartKeys = {
  entry: (id: string): Key => ({ PK: `CHART#${id}`, SK: '#META' }),
  entriesOfClient: (clientId: string) => ({ GSI1PK: `CLIENT#${clientId}#CHART` }),
  entryIndex: (clientId: string, id: string) => ({ GSI1PK: `CLIENT#${clientId}#CHART`, GSI1SK: id }),
};
