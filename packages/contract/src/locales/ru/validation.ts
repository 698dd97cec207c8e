export const validation = {
  emailInvalid: 'Укажите корректный e-mail',
  required: 'Обязательное поле',
  binFormat: 'БИН — 12 цифр',
  binChecksum: 'БИН указан с ошибкой: не сходится контрольная цифра',
  ibanInvalid: 'Некорректный IBAN',
  bicInvalid: 'Некорректный БИК (BIC)',
  phoneInvalid: 'Некорректный номер телефона',
  dateInvalid: 'Укажите дату в формате ГГГГ-ММ-ДД',
  numberInvalid: 'Укажите число',
  patternMismatch: 'Значение не подходит по формату',
  periodReversed: 'Конец периода раньше начала',
  nothingToChange: 'Нечего менять',
};
