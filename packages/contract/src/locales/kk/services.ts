import type { Messages } from '../ru.js';

export const services: Messages['services'] = {
  codeFormat: 'Код: латын әріптері, цифрлар, «-» және «_», әріптен басталады',
  fieldNameFormat: 'Өріс аты: латын әріптері мен цифрлар, кіші әріптен басталады',
  fieldNamesRepeat: 'Пішін өрістерінің аттары қайталанады',
  patternInvalid: 'Үлгі дұрыс тұрақты өрнек емес',
  upstreamInvalid: 'Сервис мекенжайы http:// немесе https:// деп басталуы керек',
  billableOutcomesInvalid:
    'Қай сұраулар төленетінін таңдаңыз: success, success-or-not-found, answered немесе all',
  upstreamMaskMoved:
    'Сақталған тіркелгі деректері тек сол сервер мекенжайында қалады: оларды толық енгізіңіз',
  notFound: 'Сервис табылмады',
  codeTaken: 'Мұндай коды бар сервис бұрыннан бар',
  saved: 'Сервис сақталды',
  disabled: 'Сервис өшірілген',
  notAvailable: 'Бұл сервис сізге қосылмаған',
  upstreamFailed: 'Сервис жауап бермеді',
};
