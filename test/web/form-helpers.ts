// Filling forms the way a user does, fast enough for long forms in jsdom.
import type { renderApp } from '#test/web/render-app.tsx';

type User = ReturnType<typeof renderApp>['user'];

/** Replaces a field's text. Pasting, not typing: the same events, far fewer renders. */
export async function fill(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text !== '') await user.paste(text);
}

/**
 * Chooses the first option matching `search` in a Mantine Select or MultiSelect, by keyboard: jsdom
 * has no layout, so Mantine keeps the dropdowns out of sight of pointer events.
 */
export async function pick(user: User, combobox: HTMLElement, search: string): Promise<void> {
  await user.clear(combobox);
  await user.type(combobox, `${search}{ArrowDown}{Enter}`);
}
