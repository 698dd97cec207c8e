export const services = {
  codeFormat: 'Код: латинские буквы, цифры, «-» и «_», начинается с буквы',
  fieldNameFormat: 'Имя поля: латиница и цифры, начинается со строчной буквы',
  fieldNamesRepeat: 'Имена полей формы повторяются',
  patternInvalid: 'Шаблон не является корректным регулярным выражением',
  upstreamInvalid: 'Адрес сервиса должен начинаться с http:// или https://',
  billableOutcomesInvalid:
    'Выберите, какие запросы оплачиваются: success, success-or-not-found, answered или all',
  upstreamMaskMoved:
    'Сохранённые учётные данные остаются только при том же адресе сервера: введите их полностью',
  notFound: 'Сервис не найден',
  codeTaken: 'Сервис с таким кодом уже есть',
  saved: 'Сервис сохранён',
  disabled: 'Сервис отключён',
  notAvailable: 'Этот сервис вам не подключён',
  upstreamFailed: 'Сервис не ответил',
};
