import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CallResultView } from '../../../src/features/services/components/CallResultView';

const shipmentsAnswer = {
  requestId: 'b5a1c2d3',
  status: 'success' as const,
  httpStatus: 200,
  durationMs: 0,
  amountMinor: 15000,
  coveredByPackage: false,
  response: {
    found: true,
    bin: '150340010007',
    month: '2026-10',
    shipments: [
      { waybill: 'ЖД-0007-001', plant: 'Шымкент', grade: 'ЦЕМ I 42,5Н', tonnes: 1200 },
      { waybill: 'ЖД-0007-002', plant: 'Семей', grade: 'ЦЕМ I 52,5Н', tonnes: 34.5 },
    ],
    totalTonnes: 1234.5,
  },
};

describe('a service call’s answer', () => {
  it('shows a list of records as a table and plain fields by name, formatted for the reader', () => {
    render(<CallResultView result={shipmentsAnswer} currency="KZT" />);
    const table = screen.getByRole('table', { name: 'shipments' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['waybill', 'plant', 'grade', 'tonnes']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['ЖД-0007-001', 'Шымкент', 'ЦЕМ I 42,5Н', '1\u00a0200'],
      ['ЖД-0007-002', 'Семей', 'ЦЕМ I 52,5Н', '34,5'],
    ]);
    const fields = screen.getByTestId('call-result').querySelector('dl')!;
    expect(within(fields).getByText('totalTonnes').closest('dt')!.nextSibling!.textContent).toBe(
      '1\u00a0234,5',
    );
    expect(within(fields).getByText('found').closest('dt')!.nextSibling!.textContent).toBe('да');
  });

  it('says a call that took less than a millisecond did, rather than «0 мс»', () => {
    render(<CallResultView result={shipmentsAnswer} currency="KZT" />);
    expect(screen.getByText('менее 1 мс')).toBeTruthy();
    expect(screen.queryByText('0 мс')).toBeNull();
  });

  it('keeps the JSON a click away', async () => {
    render(<CallResultView result={shipmentsAnswer} currency="KZT" />);
    const toggle = screen.getByRole('button', { name: 'Ответ в формате JSON' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      screen.getByLabelText('Ответ в формате JSON', { selector: 'pre' }).textContent,
    ).toContain('"waybill": "ЖД-0007-001"');
  });
});
