import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { transitionsOver } from './browser';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's rules that read colours (WCAG 1.4.3 and 1.4.1): all a theme switch can change but
 * the theme button's label, so a page read in full in one theme is read with these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

export interface AxeOptions {
  /** Only violations of these impacts (axe's 'minor' … 'critical'); all when absent. */
  impacts?: string[];
  /** Rules of these tags as well, e.g. 'experimental' (label-content-name-mismatch is one). */
  extraTags?: string[];
  /** Only these rules (axe's ids), in place of the WCAG tags. */
  rules?: string[];
}

/**
 * Accessibility problems axe-core finds in the part of the page `selector` names (WCAG 2.x A and
 * AA rules), one line each for a readable failure; only those of the given `impacts` if any.
 */
export async function axeViolations(
  page: Page,
  selector: string,
  { impacts, extraTags = [], rules }: AxeOptions = {},
): Promise<string[]> {
  // Read as the user sees it: a dialog still fading in has faded text.
  await transitionsOver(page);
  // Evaluated through the debugging protocol: the page's CSP refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const runOnly = rules
    ? { type: 'rule', values: rules }
    : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...extraTags] };
  const violations = await page.evaluate(
    async ({ include, runOnly }) => {
      type Check = { message: string };
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const result = (await axe.run(
        { include: [include] },
        // Only violations are read: axe then keeps one node of each passing rule, not every one.
        { runOnly, resultTypes: ['violations'] },
      )) as {
        violations: Array<{
          id: string;
          impact: string | null;
          help: string;
          nodes: Array<{ target: string[]; any: Check[]; all: Check[]; none: Check[] }>;
        }>;
      };
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => {
          const why = [...node.any, ...node.all, ...node.none][0]?.message;
          return why ? `${node.target.join(' ')} (${why})` : node.target.join(' ');
        }),
      }));
    },
    { include: selector, runOnly },
  );
  return (violations as AxeViolation[])
    .filter((violation) => !impacts || impacts.includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets.join(', ')}`,
    );
}
