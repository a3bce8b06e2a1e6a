import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from '#web/components/page.tsx';

function leftMarginOf(width: 'regular' | 'wide' | 'narrow'): string {
  render(<MantineProvider><Page title={`Screen ${width}`} width={width}>body</Page></MantineProvider>);
  const stack = screen.getByRole('heading', { level: 1, name: `Screen ${width}` }).parentElement;
  const margin = stack ? getComputedStyle(stack).marginInline : 'missing';
  cleanup();
  return margin;
}

describe('Page', () => {
  it('starts regular and wide screens at the same left gutter, and centres only narrow forms', () => {
    // /treatments is wide, the other lists regular: centring both put their left edges 14 px apart at 1280 px.
    expect(leftMarginOf('wide')).toBe(leftMarginOf('regular'));
    expect(leftMarginOf('regular')).not.toBe('auto');
    expect(leftMarginOf('narrow')).toBe('auto');
  });
});
