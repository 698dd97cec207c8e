#!/usr/bin/env node
// Prints the files allowed over the house sizes (scripts/size-allowlist.mjs) with their reasons,
// and fails on an entry that is no longer needed: its file is gone or within the limit it was
// listed for. ESLint's max-lines rules (eslint.config.js) fail the files not listed.
import fs from 'node:fs';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { FILE_LINES, FUNCTION_LINES, OVERSIZED } from './size-allowlist.mjs';

const present = OVERSIZED.filter(({ file }) => fs.existsSync(file));
const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      rules: {
        'max-lines': ['error', { max: FILE_LINES, skipBlankLines: false, skipComments: false }],
        'max-lines-per-function': [
          'error',
          { max: FUNCTION_LINES, skipBlankLines: false, skipComments: false },
        ],
      },
    },
  ],
});
const over = new Map();
const results = present.length > 0 ? await eslint.lintFiles(present.map(({ file }) => file)) : [];
for (const result of results) {
  const rules = new Set(result.messages.map((message) => message.ruleId));
  over.set(result.filePath, rules);
}

const stale = [];
console.log(
  `Sizes: files up to ${FILE_LINES} lines, functions up to ${FUNCTION_LINES}. Allowed over, at most as large as listed:`,
);
for (const entry of OVERSIZED) {
  const rules = fs.existsSync(entry.file) ? over.get(fs.realpathSync(entry.file)) : undefined;
  const caps = [
    entry.lines && `file ${entry.lines}`,
    entry.functionLines && `function ${entry.functionLines}`,
  ].filter(Boolean);
  console.log(`  ${entry.file} (${caps.join(', ')}): ${entry.reason}`);
  if (!rules) stale.push(`${entry.file}: no such file`);
  else {
    if (entry.lines && !rules.has('max-lines')) stale.push(`${entry.file}: file now within limits`);
    if (entry.functionLines && !rules.has('max-lines-per-function'))
      stale.push(`${entry.file}: functions now within limits`);
  }
}
console.log(`${OVERSIZED.length} entries.`);
if (stale.length > 0) {
  console.error(`Remove these entries of scripts/size-allowlist.mjs:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
