export { Application1Button } from './Application1Button';
export { ExportCsvButton } from './ExportCsvButton';
export { ReportPdfButton } from './ReportPdfButton';
export { StatementButton } from './StatementButton';
