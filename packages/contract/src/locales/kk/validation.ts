import type { Messages } from '../ru.js';

export const validation: Messages['validation'] = {
  emailInvalid: 'Дұрыс e-mail енгізіңіз',
  required: 'Міндетті өріс',
  binFormat: 'БСН — 12 цифр',
  binChecksum: 'БСН қате: бақылау цифры сәйкес келмейді',
  ibanInvalid: 'IBAN қате',
  bicInvalid: 'БСК (BIC) қате',
  phoneInvalid: 'Телефон нөмірі қате',
  dateInvalid: 'Күнді ЖЖЖЖ-АА-КК пішімінде енгізіңіз',
  numberInvalid: 'Санды енгізіңіз',
  patternMismatch: 'Мән пішімге сәйкес келмейді',
  periodReversed: 'Кезеңнің соңы басынан ерте',
  periodTooLong: 'Кезең 366 күннен аспауы керек',
  nothingToChange: 'Өзгертетін ештеңе жоқ',
};
