// Reading the side panel the way a user meets it: the "Main menu" navigation and its items in order.
import { screen, within } from '@testing-library/react';

/** The "Main menu" navigation once its content (a chunk of its own) has arrived. */
export async function findMainMenu(): Promise<HTMLElement> {
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  await within(menu).findAllByRole('listitem');
  return menu;
}

/** The menu's entries in order, as their visible text. */
export async function menuEntries(): Promise<string[]> {
  const menu = await findMainMenu();
  return within(menu)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}
