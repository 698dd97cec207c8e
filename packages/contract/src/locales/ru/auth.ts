export const auth = {
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
};
