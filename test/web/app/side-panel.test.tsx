import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findMainMenu } from '#test/web/menu-helpers.ts';
import { adminProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

const jsdomWidth = window.innerWidth;

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

afterEach(() => {
  setWindowWidth(jsdomWidth);
});

async function openMyProfile() {
  const app = renderApp('/myprofile', { signedInAs: { staff: adminProfile } });
  // The first visit transforms the My Profile chunk (it now holds the invoice tabs too): allow a busy machine the time.
  await screen.findByRole('heading', { level: 1, name: 'My Profile' }, { timeout: 15_000 });
  return { ...app, toggle: screen.getByRole('button', { name: 'Menu' }) };
}

describe('the side panel', () => {
  it('starts collapsed under 1024 px, and the toggle opens it', async () => {
    setWindowWidth(800);
    const { user, toggle } = await openMyProfile();

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(await findMainMenu()).getByRole('link', { name: 'Schedule' })).toBeVisible();
  });

  it('starts open at 1024 px and wider, and the toggle closes it', async () => {
    setWindowWidth(1280);
    const { user, toggle } = await openMyProfile();

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await findMainMenu()).toBeVisible();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('folds away again after a menu choice on a narrow window', async () => {
    setWindowWidth(390);
    const { user, toggle, router } = await openMyProfile();
    await user.click(toggle);

    await user.click(within(await findMainMenu()).getByRole('link', { name: 'Schedule' }));

    // The schedule screen is a lazy route: the navigation completes once its chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is operable from the keyboard', async () => {
    setWindowWidth(800);
    const { user, toggle } = await openMyProfile();

    toggle.focus();
    await user.keyboard('{Enter}');

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(await findMainMenu()).getByRole('link', { name: 'Submit invoice' })).toHaveFocus();
  });

  it('closes with Escape on a narrow window and gives focus back to the toggle (issue 22)', async () => {
    setWindowWidth(390);
    const { user, toggle } = await openMyProfile();
    await user.click(toggle);
    await findMainMenu();
    await user.tab();
    expect(toggle).not.toHaveFocus();

    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
