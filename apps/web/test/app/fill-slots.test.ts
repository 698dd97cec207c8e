import { describe, expect, it } from 'vitest';
import { fillSlots } from '../../src/app/fill-slots';
import { loadDownloadButtons, loadForecastCard, loadTiersView } from '../../src/lib/slots';

describe('fillSlots', () => {
  it('gives the report screens the documents feature’s download buttons', async () => {
    await expect(loadDownloadButtons()).rejects.toThrow('is empty');
    fillSlots();
    const buttons = await loadDownloadButtons();
    expect(buttons.ExportCsvButton.name).toBe('ExportCsvButton');
    expect(buttons.ReportPdfButton.name).toBe('ReportPdfButton');
    expect(buttons.Application1Button.name).toBe('Application1Button');
    expect(buttons.StatementButton.name).toBe('StatementButton');
  });

  it('gives the catalogue and services screens the tariffs feature’s price view', async () => {
    fillSlots();
    expect((await loadTiersView()).TiersView.name).toBe('TiersView');
  });

  it('gives the homes and the reports list the forecast feature’s card', async () => {
    fillSlots();
    expect((await loadForecastCard()).ForecastCard.name).toBe('ForecastCard');
  });
});
