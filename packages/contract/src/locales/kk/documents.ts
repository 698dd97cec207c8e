import type { Messages } from '../ru.js';

export const documents: Messages['documents'] = {
  titleRequired: 'Құжаттың атауын енгізіңіз',
  notFound: 'Құжат табылмады',
  fileRequired: 'Файлды тіркеңіз',
  tooLarge: 'Файл {{megabytes}} МБ-тан үлкен',
  uploaded: 'Құжат жүктелді',
  deleted: 'Құжат жойылды',
  exportQueued: 'Файл жасау кезегіне қойылды',
  exportRunning: 'Файл жасалуда: {{progress}}%',
  exportFailed: 'Файлды жасау қатесі',
  exportStorageFailed:
    'Сервер файлды жаза алмады. Кейінірек қайталаңыз немесе қолдау қызметіне жүгініңіз.',
  exportTooMany:
    'Сізде қазір {{count}} файл жасалуда. Олар дайын болғанша күтіп, содан кейін жаңасын сұраңыз.',
  exportStorageFull:
    'Сіздің экспорттарыңыз {{megabytes}} МБ алып тұр — бұл шек. Дайын файлдарды жүктеп алыңыз: экспорттар жасалғаннан кейін {{hours}} сағаттан соң жойылады, содан кейін жаңаларын жасауға болады (немесе әкімшіден ескілерін жоюды сұраңыз).',
  notAPartner: '1-қосымша тек серіктес үшін жасалады',
  monthAlreadyClosed:
    'Ай жабылған. Құжаттарды қайта шығару үшін себебін көрсетіңіз: бұрынғы нұсқалар ауыстырылған ретінде сақталады.',
  monthClosingRunning: 'Бұл ай қазір жабылып жатыр',
  monthNotOver: 'Тек аяқталған айды жабуға болады',
  monthInGrace:
    'Айды {{date}} бастап жабуға болады: ай біткен соң {{days}} күн кешіккен жазбалар күтіледі',
  reissueReasonRequired: 'Құжаттарды қайта шығару себебін көрсетіңіз',
  finalDocumentKept:
    'Жабылған айдың түпкілікті құжаты жойылмайды. Түзету үшін айды себебін көрсетіп қайта шығарыңыз.',
  csv: {
    requestId: 'Сұраныс ID',
    time: 'Уақыты',
    user: 'Пайдаланушы',
    service: 'Сервис',
    status: 'Күйі',
    httpStatus: 'HTTP коды',
    durationMs: 'Ұзақтығы, мс',
    subject: 'Сұраныс нысаны',
    billable: 'Төлем',
    amount: 'Сомасы, KZT',
    package: 'Пакет',
    requestPayload: 'Сұраныс',
    responsePayload: 'Жауап',
    success: 'сәтті',
    error: 'қате',
    paid: 'ақылы',
    covered: 'пакет бойынша',
    notBillable: 'тарифтелмейді',
  },
};
