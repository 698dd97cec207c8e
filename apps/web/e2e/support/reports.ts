import type { Locator, Page } from 'playwright-core';

/** The services of the reports list shown, one row each. */
export const serviceRows = (page: Page): Locator => page.locator('tbody tr[data-service-code]');

/** Shows the reports list of a month with usage: the current one, else the one before. */
export async function monthWithUsage(page: Page): Promise<void> {
  const rows = serviceRows(page);
  const empty = page.getByTestId('empty-period');
  await rows.or(empty).first().waitFor();
  if (await empty.isVisible()) {
    await page
      .getByTestId('month-picker')
      .getByRole('button', { name: 'Предыдущий месяц' })
      .click();
    await rows.first().waitFor();
  }
}
