export const errors = {
  invalidInput: 'Проверьте введённые данные.',
  malformedBody: 'Тело запроса не удалось прочитать: ожидается корректный JSON.',
  payloadTooLarge: 'Слишком большой запрос.',
  bodyTooDeep: 'Тело запроса вложено слишком глубоко.',
  tooManyConnections: 'Слишком много открытых соединений. Закройте лишние вкладки и повторите.',
  unsupportedMediaType: 'Неподдерживаемый формат запроса.',
  unauthenticated: 'Не авторизован.',
  forbidden: 'Недостаточно прав для этого действия.',
  notFound: 'Не найдено.',
  methodNotAllowed:
    'Метод {{method}} не поддерживается для этого адреса. Поддерживаются: {{allowed}}.',
  csrfMismatch: 'CSRF-токен не совпадает. Обновите страницу и повторите.',
  tooManyAttempts: 'Слишком много попыток. Повторите через {{seconds}} с.',
  serverError: 'Внутренняя ошибка сервера. Попробуйте позже.',
  databaseUnavailable: 'База данных временно недоступна. Повторите через несколько секунд.',
  notReady: 'Сервер пока не готов принимать запросы.',
  multipartBoundary: 'В multipart-форме не указана граница между частями (boundary).',
  malformedForm: 'Форму не удалось прочитать: её multipart-тело оборвано или повреждено.',
  requestTimeout: 'Запрос передавался слишком долго: соединение закрыто.',
  idempotencyKeyInvalid: 'Idempotency-Key — от 1 до 255 видимых символов ASCII.',
  idempotencyKeyReused:
    'Этот Idempotency-Key уже использован с другим телом запроса. Для нового запроса возьмите новый ключ.',
  idempotencyKeyInFlight:
    'Запрос с этим Idempotency-Key ещё выполняется. Повторите через несколько секунд.',
};
