import type { Messages } from '../ru.js';

export const errors: Messages['errors'] = {
  invalidInput: 'Енгізілген деректерді тексеріңіз.',
  malformedBody: 'Сұраудың денесін оқу мүмкін болмады: дұрыс JSON күтіледі.',
  payloadTooLarge: 'Сұрау тым үлкен.',
  bodyTooDeep: 'Сұраудың денесі тым терең салынған.',
  tooManyConnections: 'Ашық қосылымдар тым көп. Артық қойындыларды жабып, қайталаңыз.',
  unsupportedMediaType: 'Сұраудың пішімі қолданылмайды.',
  unauthenticated: 'Авторизациядан өтпеген.',
  forbidden: 'Бұл әрекетке құқығыңыз жеткіліксіз.',
  notFound: 'Табылмады.',
  methodNotAllowed:
    'Бұл мекенжай үшін {{method}} әдісі қолданылмайды. Қолданылатындары: {{allowed}}.',
  csrfMismatch: 'CSRF токені сәйкес келмейді. Бетті жаңартып, қайталаңыз.',
  tooManyAttempts: 'Әрекеттер тым көп. {{seconds}} секундтан кейін қайталаңыз.',
  serverError: 'Сервердің ішкі қатесі. Кейінірек қайталаңыз.',
  databaseUnavailable: 'Дерекқор уақытша қолжетімсіз. Бірнеше секундтан кейін қайталаңыз.',
  notReady: 'Сервер әзірге сұраныстарды қабылдауға дайын емес.',
  multipartBoundary: 'Multipart-пішінде бөліктер арасындағы шекара (boundary) көрсетілмеген.',
  malformedForm: 'Пішінді оқу мүмкін болмады: оның multipart-денесі үзілген немесе бүлінген.',
  requestTimeout: 'Сұрау тым ұзақ жіберілді: қосылым жабылды.',
  idempotencyKeyInvalid: 'Idempotency-Key — 1-ден 255-ке дейін көрінетін ASCII таңбалары.',
  idempotencyKeyReused:
    'Бұл Idempotency-Key басқа сұрау денесімен қолданылған. Жаңа сұрау үшін жаңа кілт алыңыз.',
  idempotencyKeyInFlight:
    'Осы Idempotency-Key бар сұрау әлі орындалуда. Бірнеше секундтан кейін қайталаңыз.',
};
