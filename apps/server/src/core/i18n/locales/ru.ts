/** Russian, the default language; the spec's section 8 messages are these. */
export const ru = {
  errors: {
    invalidInput: 'Проверьте введённые данные.',
    malformedBody: 'Тело запроса не удалось прочитать: ожидается корректный JSON.',
    payloadTooLarge: 'Слишком большой запрос.',
    unsupportedMediaType: 'Неподдерживаемый формат запроса.',
    unauthenticated: 'Не авторизован.',
    forbidden: 'Недостаточно прав для этого действия.',
    notFound: 'Не найдено.',
    csrfMismatch: 'CSRF-токен не совпадает. Обновите страницу и повторите.',
    tooManyAttempts: 'Слишком много попыток входа. Повторите через {{seconds}} с.',
    serverError: 'Внутренняя ошибка сервера. Попробуйте позже.',
  },
  auth: {
    wrongCredentials: 'Неверный логин или пароль',
    userBlocked: 'Учётная запись заблокирована. Обратитесь к администратору.',
    tokenInvalid: 'Токен недействителен',
    registrationRequired: 'Обязательны имя, логин и пароль',
    registrationFailed: 'Ошибка регистрации',
    registered: 'Регистрация прошла успешно',
    loginTaken: 'Этот логин уже занят',
    emailTaken: 'Этот e-mail уже зарегистрирован',
    passwordsDiffer: 'Пароли не совпадают',
    passwordTooShort: 'Пароль должен быть не короче 8 символов',
    passwordTooLong: 'Пароль слишком длинный',
    currentPasswordWrong: 'Текущий пароль указан неверно',
    passwordChanged: 'Пароль изменён',
    recoverySent:
      'Если этот адрес зарегистрирован, на него отправлена ссылка для восстановления пароля',
    recoveryFailed: 'Ссылка для восстановления недействительна или устарела',
    loggedOut: 'Вы вышли из системы',
  },
  validation: {
    emailInvalid: 'Укажите корректный e-mail',
    required: 'Обязательное поле',
  },
  accessControl: {
    roleRequired: 'Заполните Ключ, Название и Описание',
    roleNotFound: 'Роль не найдена',
    roleKeyTaken: 'Роль с таким ключом уже существует',
    roleInUse:
      'Роль назначена пользователям ({{count}}), удалить её нельзя. Сначала снимите её с пользователей.',
    roleSaved: 'Роль сохранена',
    roleRemoved: 'Роль удалена',
    unknownRules: 'Неизвестные правила: {{rules}}',
    ruleGroupRequired: 'Заполните Код и Название группы',
    ruleGroupNotFound: 'Группа правил не найдена',
    ruleGroupSlugTaken: 'Группа с таким кодом уже существует',
    ruleSlugTaken: 'Правило {{slug}} уже есть в другой группе',
    ruleGroupSaved: 'Группа правил сохранена',
  },
  users: {
    notFound: 'Пользователь не найден',
  },
  mail: {
    recoverySubject: 'Восстановление пароля',
    recoveryBody:
      'Здравствуйте, {{name}}!\n\nЧтобы задать новый пароль, откройте ссылку (она действует {{minutes}} минут и только один раз):\n{{link}}\n\nЕсли вы не запрашивали восстановление, просто проигнорируйте это письмо.',
  },
};

export type Messages = typeof ru;
