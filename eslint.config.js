import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * `npm run lint`. Syntax-only rules (no type information): tsc --noEmit checks types, and
 * this stays fast on a pull request. Formatting is Prettier's, not ESLint's.
 */
export default defineConfig(
  {
    ignores: [
      'dist/',
      'bench/',
      'public/',
      'screenshots/',
      'pr-report/',
      'playwright-report/',
      'test-results/',
      '.outbox*/',
      '.vite-react-ssg-temp/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` says "unused on purpose" (a destructured field left out, a required parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Merging into a library's interface must repeat its type parameters, used or not.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // Tests break real content on purpose: its fields are edited as whatever JSON they hold.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
