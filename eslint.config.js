// Lint rules that keep the layout honest: kebab-case file names, the web app importing only the
// route table and contracts from functions/, no `any`, no non-null assertions, hooks used right.
import { readdirSync } from 'node:fs';
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
    const base = file.replace(/\.(unit\.test\.|test\.)?(d\.)?[cm]?[jt]sx?$/, '').replace(/\.config$/, '');
    for (const part of [...parts, base]) {
      if (part.startsWith('.') || kebab.test(part)) continue;
      context.report({ loc: { line: 1, column: 0 }, messageId: 'name', data: { part, path: relative } });
      return {};
    }
    return {};
  },
};

const foldersOf = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

// Boundaries (issue 7 §2, issue 16 §2, decision 024). In functions, only repositories (and lib/db
// itself) reach DynamoDB; other AWS services only through their lib adapters; a group uses another
// group only through that group's `public.ts` face. Entity keys and records live in `model/`, shared
// by every group; `lib/` and `model/` import no group; `contract/` (it ships to the browser) imports
// only zod and other contracts; endpoints import no repository. In web, shared components never
// import a feature, and a feature uses another only through its `api/` files.
const functionsBase = [
  { group: ['../*'], message: 'Use the #functions alias instead of ../ paths.' },
  { group: ['#web/*', '#infra/*', '#scripts/*', '#test/*'], message: 'Lambda code may not import web, infra, scripts or test code.' },
];
const noDatabase = [
  { group: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '#functions/lib/db/client.ts'], message: 'Only *-repository.ts files (and lib/db) reach DynamoDB: add a repository function or transaction step.' },
];
const noAwsSdk = [{ group: ['@aws-sdk/*'], message: 'AWS services are reached through repositories or their lib adapter (lib/mail, lib/config/secrets).' }];
const sharedLayers = new Set(['lib', 'contract', 'model']);
const functionGroups = foldersOf('./functions/').filter((g) => !sharedLayers.has(g));
const otherGroupPrivate = (group) => ({
  regex: `^#functions/(?!${group}/|lib/|contract/|model/|routes\\.ts$)[^/]+/(?!public\\.ts$)`,
  message: "Another group is used only through its public.ts face (decision 024).",
});
const noGroup = {
  regex: `^#functions/(${functionGroups.join('|')})/`,
  message: 'lib/ and model/ sit below the groups: they import no group (move the shared piece down, or pass it in).',
};
const contractOnly = [
  { regex: '^(?!zod$|zod/|#functions/contract/)', message: 'A contract ships to the browser: it imports only zod and other contracts.' },
];
// pdfkit and the font stay in the documents Lambda (decision 022): no other group renders a PDF.
const noPdf = (group) => (group === 'documents' ? [] : [{ regex: '^#functions/lib/pdf/', message: 'Only the documents group renders PDFs (decision 022): use its public.ts renderers from a documents route.' }]);
const noRepository = { regex: '-repository\\.ts$', message: 'Endpoints call services and steps, never a repository (ARCHITECTURE §4).' };
// Key prefixes (`'TREAT#'`, `` `STOCK#${id}` ``) are written only by key builders (`*-keys.ts`).
const keyPrefix = '/^[A-Z][A-Z_]*#/';
const noKeyPrefixes = [
  { selector: `Literal[value=${keyPrefix}]`, message: 'Key prefixes live in the entity\'s key builder (*-keys.ts).' },
  { selector: `TemplateElement[value.raw=${keyPrefix}]`, message: 'Key prefixes live in the entity\'s key builder (*-keys.ts).' },
];
const webBase = [
  { group: ['../*'], message: 'Use the #web alias instead of ../ paths.' },
  {
    regex: '^#functions/(?!routes\\.ts$|contract/)',
    message: 'The web app may import only functions/routes.ts and functions/contract/** from functions/.',
  },
  { group: ['#infra/*', '#scripts/*', '#test/*', 'node:*'], message: 'The web app may not import server, infra or test code.' },
];
const webFeatures = foldersOf('./web/src/features/');

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
    rules: { 'no-restricted-imports': ['error', { patterns: webBase }] },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...webBase, { regex: '^#web/(features|app)/', message: 'Shared components and lib never import a feature or the app shell.' }] }],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...webBase, {
        regex: `^#web/features/(?!${feature}/)[^/]+/(?!api/)`,
        message: 'A feature uses another feature only through its api/ files.',
      }] }],
    },
  })),
  {
    files: ['functions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...functionsBase, ...noDatabase, ...noAwsSdk] }] },
  },
  ...functionGroups.map((group) => ({
    files: [`functions/${group}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...functionsBase, ...noDatabase, ...noAwsSdk, otherGroupPrivate(group), ...noPdf(group)] }] },
  })),
  ...functionGroups.map((group) => ({
    files: [`functions/${group}/**/*-endpoint.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...functionsBase, ...noDatabase, ...noAwsSdk, otherGroupPrivate(group), noRepository] }] },
  })),
  {
    files: ['functions/lib/**/*.ts', 'functions/model/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...functionsBase, ...noDatabase, ...noAwsSdk, noGroup] }] },
  },
  {
    files: ['functions/lib/config/secrets.ts', 'functions/lib/mail/**/*.ts', 'functions/lib/storage/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...functionsBase, ...noDatabase, noGroup] }] },
  },
  {
    files: ['functions/lib/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...functionsBase, noGroup] }] },
  },
  ...functionGroups.map((group) => ({
    files: [`functions/${group}/**/*-repository.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...functionsBase, otherGroupPrivate(group)] }] },
  })),
  {
    files: ['functions/lib/**/*-repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...functionsBase, noGroup] }] },
  },
  {
    files: ['functions/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: contractOnly }] },
  },
  {
    files: ['functions/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*-keys.ts', 'functions/lib/db/keys.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noKeyPrefixes] },
  },
);
