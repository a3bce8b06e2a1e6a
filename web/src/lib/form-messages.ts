// Field messages for the contract's bare rules. The API's schemas name their own messages where the
// API's users see them ("Email Not valid", "can't be blank"); for the rest zod's defaults read like a
// developer's ("Too small: expected number to be >=1"). This per-parse map words them for people
// and only applies where the schema did not choose a message itself.
import type * as z from 'zod';

export const formMessages: z.core.$ZodErrorMap = (issue) => {
  // A field left empty: the form hooks prefix the label ("Mentor can't be blank").
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === '')) return "can't be blank";
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return "can't be blank";
  if (issue.code === 'too_small' && (issue.origin === 'number' || issue.origin === 'int')) return `Must be at least ${issue.minimum}`;
  if (issue.code === 'too_big' && (issue.origin === 'number' || issue.origin === 'int')) return `Must be at most ${issue.maximum}`;
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'Must be a whole number';
  return undefined;
};
