// The health check's one read: a fixed item proves the table answers.
import { keys } from '#functions/lib/db/keys.ts';
import { getItem } from '#functions/lib/db/read.ts';

export async function tableAnswers(): Promise<boolean> {
  try {
    await getItem(keys.health());
    return true;
  } catch {
    return false;
  }
}
