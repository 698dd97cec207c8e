import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { Application1Data } from '../statements/report-data.js';
import type { Paper } from '../paper/paper.js';
import { documentFooter, letterhead, partiesDetails, tableEnds, type Provider } from './layout.js';
import { draftHeader, roundingRule, statementTable } from './statement-table.js';

type Margin = [number, number, number, number];

/**
 * «Приложение № 1»: the month's statement, line by line, with VAT and the total in words, in the
 * paper's language (the statement's numbers whatever the language; its words made in it).
 */
export function application1Document(
  data: Application1Data,
  provider: Provider,
  madeAt: string,
  paper: Paper,
): TDocumentDefinitions {
  const { partner, statement } = data;
  const draft = statement.status === 'draft';
  const { year, month } = statement.period;
  const contract = (one: Paper) =>
    partner.contract_date
      ? one.say('application1.contractDated', {
          number: partner.contract_number,
          date: one.day(partner.contract_date),
        })
      : one.say('application1.contract', { number: partner.contract_number });
  const ends = tableEnds();
  const title = paper.say(
    draft ? 'application1.titleDraft' : 'application1.titleFinal',
    (one) => ({ number: statement.number ?? '', period: one.period(year, month) }),
    '\n',
  );
  const content: Content[] = [
    letterhead(provider, paper),
    ...(draft
      ? [
          {
            text: paper.say('application1.draftBanner'),
            bold: true,
            fontSize: 14,
            color: '#b71c1c',
            alignment: 'center' as const,
            margin: [0, 10, 0, 0] as Margin,
          },
          {
            text: paper.say('application1.draftNotice', {}, '\n'),
            alignment: 'center' as const,
            fontSize: 8,
            color: '#b71c1c',
          },
        ]
      : []),
    {
      text: paper.each(
        (one) =>
          `${one.say('application1.name')}\n${one.say('application1.toContract', { contract: contract(one) })}`,
        '\n',
      ),
      alignment: 'right',
      margin: [0, 12, 0, 0],
    },
    { text: title, style: 'title' },
    {
      text: paper.say('application1.servicePeriod', (one) => ({
        from: one.day(statement.period.from),
        to: one.day(statement.period.to),
      })),
      margin: [0, 0, 0, statement.version > 1 ? 2 : 10],
    },
    ...(statement.version > 1
      ? [
          {
            // The reason is typed by staff: printed as typed.
            text: `${paper.say('application1.version', { version: statement.version })}${statement.reason ? ` (${statement.reason})` : ''}.`,
            margin: [0, 0, 0, 10] as Margin,
          },
        ]
      : []),
    partiesDetails(provider, partner, paper),
    statement.lines.length === 0
      ? { text: paper.say('application1.noServices'), italics: true, margin: [0, 0, 0, 8] }
      : statementTable(statement.lines, statement, { draft, ends, paper }),
    {
      unbreakable: true,
      stack: [
        ...roundingRule(statement.lines, paper),
        {
          text: [
            {
              text: `${paper.say(draft ? 'table.totalDraft' : 'table.totalDue')}: `,
              bold: true,
            },
            `${paper.money(statement.totalMinor)} (${statement.totalInWords})`,
          ],
          margin: [0, 10, 0, 30],
        },
        ...(draft
          ? []
          : [
              {
                columns: [
                  {
                    stack: [
                      paper.say('parties.provider'),
                      '\n_______________________',
                      provider.name,
                    ],
                  },
                  {
                    stack: [
                      paper.say('parties.customer'),
                      '\n_______________________',
                      partner.company_name,
                    ],
                  },
                ],
                columnGap: 20,
              },
            ]),
      ],
    },
  ];
  return {
    info: {
      title: `${paper.say('application1.name')} — ${partner.company_name} — ${paper.period(year, month)}`,
    },
    content,
    footer: documentFooter(madeAt, paper),
    styles: { title: { fontSize: 13, bold: true, margin: [0, 10, 0, 8] } },
    pageBreakBefore: ends.pageBreakBefore,
    ...(draft ? { header: draftHeader(paper) } : {}),
  };
}
