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
    const base = file.replace(/\.(test\.)?(d\.)?[cm]?[jt]sx?$/, '').replace(/\.config$/, '');
    for (const part of [...parts, base]) {
      if (part.startsWith('.') || kebab.test(part)) continue;
      context.report({ loc: { line: 1, column: 0 }, messageId: 'name', data: { part, path: relative } });
      return {};
    }
    return {};
  },
};

const foldersOf = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

// Boundaries (issue 7 §2). In functions, only repositories (and lib/db itself) reach DynamoDB; other
// AWS services only through their lib adapters; a group uses another group only through its
// `*-repository.ts` or a file it declares public (`*-public.ts`). In web, shared components never
// import a feature, and a feature uses another only through its `api/` files.
const functionsBase = [
  { group: ['../*'], message: 'Use the #functions alias instead of ../ paths.' },
  { group: ['#web/*', '#infra/*', '#scripts/*', '#test/*'], message: 'Lambda code may not import web, infra, scripts or test code.' },
];
const noDatabase = [
  { group: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '#functions/lib/db/client.ts'], message: 'Only *-repository.ts files (and lib/db) reach DynamoDB: add a repository function or transaction step.' },
];
const noAwsSdk = [{ group: ['@aws-sdk/*'], message: 'AWS services are reached through repositories or their lib adapter (lib/mail, lib/config/secrets).' }];
const libGroups = new Set(['lib', 'contract']);
const functionGroups = foldersOf('./functions/').filter((g) => !libGroups.has(g));
// The files a group declares public besides its repositories. Payments and the jobs work on the
// appointment aggregate that the schedule group owns (payments live inside the appointment root), so
// schedule declares its record, amounts, DTO, creation and reminder steps; payments declares the
// deposit step booking uses and the hold sweeper the job runs; clients and employees what others read.
// Each entity's key builders and typed records are public too: a repository that reads or checks
// another group's item (a booking's ConditionCheck on the employee root, the product-delete guard on
// stock rows) builds its key with the owner's builder, and reads it with the owner's `fromItem`.
const declaredPublic = {
  schedule: ['appointment-record', 'appointment-amounts', 'appointment-dto', 'appointment-emails', 'create-appointment',
    'reminder-plan', 'reminder-mail', 'schedule-access', 'client-booking-service', 'schedule-keys'],
  payments: ['deposit-checkout', 'release-expired-holds'],
  clients: ['file-purge-service', 'client-keys', 'client-dto', 'client-record'],
  employees: ['employee-dto', 'employee-keys', 'employee-record'],
  locations: ['location-keys', 'location-record'],
  catalog: ['product-keys', 'treatment-keys', 'product-record', 'treatment-record'],
  inventory: ['stock-keys'],
};
const publicFiles = Object.entries(declaredPublic).flatMap(([group, files]) => files.map((file) => `${group}/${file}\\.ts$`));
const otherGroupPrivate = (group) => ({
  regex: `^#functions/(?!${group}/|lib/|contract/|routes\\.ts$|${publicFiles.join('|')})[^/]+/(?![^/]*-(repository|public)\\.ts$)`,
  message: 'Another group is used only through its *-repository.ts, a *-public.ts file, or a file it declares public in eslint.config.js.',
});
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
    rules: { 'no-restricted-imports': ['error', { patterns: [...functionsBase, ...noDatabase, ...noAwsSdk, otherGroupPrivate(group)] }] },
  })),
  {
    files: ['functions/lib/config/secrets.ts', 'functions/lib/mail/**/*.ts', 'functions/lib/storage/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...functionsBase, ...noDatabase] }] },
  },
  {
    files: ['functions/lib/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: functionsBase }] },
  },
  ...functionGroups.map((group) => ({
    files: [`functions/${group}/**/*-repository.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...functionsBase, otherGroupPrivate(group)] }] },
  })),
  {
    files: ['functions/lib/**/*-repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: functionsBase }] },
  },
);
