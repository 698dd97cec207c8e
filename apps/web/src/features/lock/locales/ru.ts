/** The lock screen shown before the session expires from inactivity. */
const lock = {
  title: 'Экран заблокирован',
  text: 'Вы давно не работали с кабинетом. Введите пароль, чтобы продолжить с того же места.',
  signedOutText: 'Войдите, чтобы продолжить.',
  login: 'Логин',
  password: 'Пароль',
  unlock: 'Разблокировать',
  otherUser: 'Войти под другим пользователем',
  warningTitle: 'Сеанс скоро завершится',
  warningText:
    'Вы давно ничего не делали в кабинете. Через {{seconds}} с экран заблокируется; несохранённое останется на месте.',
  stay: 'Остаться в системе',
  leave: 'Выйти',
};

export type LockMessages = typeof lock;
export default lock;
