import { isValidBin } from '@cabinet/contract';

/** A BIN with a valid check digit, from its first 11 digits (those that have one). */
export function binFrom(first11: string): string | undefined {
  for (let check = 0; check <= 9; check += 1) {
    if (isValidBin(`${first11}${check}`)) return `${first11}${check}`;
  }
  return undefined;
}

/** BINs for demo companies: registered in a given year and month, legal entity, serial number. */
export function demoBin(year: number, month: number, serial: number): string {
  for (let n = serial; ; n += 1) {
    const bin = binFrom(
      `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}40${String(n).padStart(5, '0')}`,
    );
    if (bin) return bin;
  }
}

interface DemoPartner {
  login: string;
  email: string;
  companyName: string;
  city: string;
  legalAddress: string;
  phone: string;
  bankName: string;
  bic: string;
  /** The bank's code in Kazakh IBANs (their first three characters after the check digits). */
  bankCode: string;
  registered: [number, number];
  contractNumber: string;
  contractDate: string;
  users: Array<{ login: string; name: string; surname: string; group?: 'client' | 'Integrator' }>;
}

/** Realistic Kazakh companies that buy data services, each with a few users. */
export const DEMO_PARTNERS: DemoPartner[] = [
  {
    login: 'partner',
    email: 'partner@kazdata.kz',
    companyName: 'ТОО «КазДата Сервис»',
    city: 'Алматы',
    legalAddress: 'г. Алматы, пр. Абая, 52, офис 314',
    phone: '+7 727 355 10 20',
    bankName: 'АО «Народный Банк Казахстана»',
    bic: 'HSBKKZKX',
    bankCode: '601',
    registered: [2015, 3],
    contractNumber: 'ДУ-2024/017',
    contractDate: '2024-01-15',
    users: [
      { login: 'aigerim', name: 'Айгерим', surname: 'Сапарова' },
      { login: 'daniyar', name: 'Данияр', surname: 'Ермеков' },
      { login: 'kazdata-gateway', name: 'Шлюз', surname: 'КазДата', group: 'Integrator' },
    ],
  },
  {
    login: 'astana-credit',
    email: 'it@astanacredit.kz',
    companyName: 'АО «Астана Кредит»',
    city: 'Астана',
    legalAddress: 'г. Астана, ул. Кунаева, 12/1',
    phone: '+7 7172 55 44 33',
    bankName: 'АО «Kaspi Bank»',
    bic: 'CASPKZKA',
    bankCode: '722',
    registered: [2011, 9],
    contractNumber: 'ДУ-2023/102',
    contractDate: '2023-06-01',
    users: [
      { login: 'marat', name: 'Марат', surname: 'Жумабаев' },
      { login: 'saule', name: 'Сауле', surname: 'Абдрахманова' },
    ],
  },
  {
    login: 'shymkent-logistics',
    email: 'office@shlog.kz',
    companyName: 'ТОО «Шымкент Логистик»',
    city: 'Шымкент',
    legalAddress: 'г. Шымкент, ул. Тауке хана, 8',
    phone: '+7 7252 53 12 00',
    bankName: 'АО «Банк ЦентрКредит»',
    bic: 'KCJBKZKX',
    bankCode: '856',
    registered: [2018, 11],
    contractNumber: 'ДУ-2024/088',
    contractDate: '2024-09-10',
    users: [{ login: 'yerlan', name: 'Ерлан', surname: 'Касымов' }],
  },
  {
    login: 'karaganda-steel',
    email: 'procurement@ksteel.kz',
    companyName: 'ТОО «Карагандинская сталь»',
    city: 'Караганда',
    legalAddress: 'г. Караганда, пр. Бухар-Жырау, 47',
    phone: '+7 7212 41 00 77',
    bankName: 'АО «ForteBank»',
    bic: 'IRTYKZKA',
    bankCode: '996',
    registered: [2009, 5],
    contractNumber: 'ДУ-2025/004',
    contractDate: '2025-02-03',
    users: [
      { login: 'aliya', name: 'Алия', surname: 'Нурланова' },
      { login: 'timur', name: 'Тимур', surname: 'Бекмаханов' },
    ],
  },
];
