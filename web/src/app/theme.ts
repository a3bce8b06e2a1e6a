// A calm clinical theme: a muted teal-blue on white, system fonts (nothing fetched at start-up) and
// colours chosen for WCAG 2.2 AA contrast. Mantine's filled variant uses `primaryShade`; shade 8 of
// `care` gives 5.6:1 against white text, and shade 8 keeps red buttons at 4.5:1.
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const care: MantineColorsTuple = [
  '#eaf6f8',
  '#d3ecf0',
  '#a9d8e1',
  '#7cc3d1',
  '#56b1c3',
  '#3ba3b7',
  '#2795aa',
  '#1b8aa0',
  '#0f7287',
  '#0b5f71',
];

export const theme = createTheme({
  primaryColor: 'care',
  primaryShade: { light: 8, dark: 6 },
  colors: { care },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  defaultRadius: 'md',
  // Focus rings only for keyboard users, but always visible for them (WCAG 2.4.7).
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // A toast with a title draws its message in gray 6 (3.3:1 on white); gray 7 passes AA.
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
  },
});

/**
 * Mantine's defaults for secondary text (gray 6, 3.3:1) and error text (red 6, 3.3:1) fall short
 * of AA on white; gray 7 and red 8 pass.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
