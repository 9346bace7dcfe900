import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const boundary = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'drizzle/**', 'public/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary(
        ['**/server/**', '../server/*', '**/../server/**'],
        'web must not import server code; share through src/shared',
      ),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: boundary(['**/web/**', '../web/*'], 'server must not import web code; share through src/shared'),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: boundary(['**/web/**', '**/server/**'], 'shared is imported by both sides and imports neither'),
  },
);
