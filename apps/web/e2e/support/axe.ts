import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Accessibility problems axe-core finds in the part of the page `selector` names (WCAG 2.x A and
 * AA rules), one line each for a readable failure.
 */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  // Evaluated through the debugging protocol: the page's CSP refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(
      { include: [include] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    )) as {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: string[] }>;
      }>;
    };
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, selector);
  return (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets.join(', ')}`,
  );
}
