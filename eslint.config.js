// Lint rules that keep the layout honest: kebab-case file names, the web app importing only the
// route table and contracts from functions/, no `any`, no non-null assertions, hooks used right.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every file and folder name in the repo (bar dotfiles and well-known config names) is kebab-case. */
const fileNamesRule = {
  meta: { type: 'problem', schema: [], messages: { name: "'{{part}}' in {{path}} is not kebab-case." } },
  create(context) {
    const relative = context.filename.slice(context.cwd.length + 1);
    const parts = relative.split('/');
    const file = parts.pop() ?? '';
    const base = file.replace(/\.(test\.)?(d\.)?[cm]?[jt]sx?$/, '').replace(/\.config$/, '');
    for (const part of [...parts, base]) {
      if (part.startsWith('.') || kebab.test(part)) continue;
      context.report({ loc: { line: 1, column: 0 }, messageId: 'name', data: { part, path: relative } });
      return {};
    }
    return {};
  },
};

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'web/dist/**', 'cdk.out/**', 'dist/**', '.data/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { carebook: { rules: { 'file-names': fileNamesRule } } },
    rules: {
      'carebook/file-names': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      // `typeof import(...)` stays allowed: vi.mock's importOriginal needs it.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*'], message: 'Use the #functions/#web/#infra/#scripts/#test aliases instead of ../ paths.' }] }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: 'Use the #web alias instead of ../ paths.' },
            {
              regex: '^#functions/(?!routes\\.ts$|contract/)',
              message: 'The web app may import only functions/routes.ts and functions/contract/** from functions/.',
            },
            { group: ['#infra/*', '#scripts/*', '#test/*', 'node:*'], message: 'The web app may not import server, infra or test code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: 'Use the #functions alias instead of ../ paths.' },
            { group: ['#web/*', '#infra/*', '#scripts/*', '#test/*'], message: 'Lambda code may not import web, infra, scripts or test code.' },
          ],
        },
      ],
    },
  },
);
