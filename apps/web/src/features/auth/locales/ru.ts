/** Texts of the login, registration and password recovery screens (the fields and the contract's `auth.*` messages are common). */
const auth = {
  loginPage: {
    title: 'Вход в кабинет',
    subtitle: 'Партнёры, сервисы, отчёты и документы в одном месте',
    submit: 'Войти',
    forgotPassword: 'Забыли пароль?',
    register: 'Регистрация',
  },
  registerPage: {
    title: 'Регистрация',
    subtitle: 'Создайте учётную запись, чтобы видеть свои отчёты и документы',
    submit: 'Зарегистрироваться',
    haveAccount: 'Уже есть учётная запись? Войти',
  },
  recoveryPage: {
    title: 'Восстановление пароля',
    subtitle: 'Укажите e-mail учётной записи: мы отправим на него ссылку для смены пароля',
    submit: 'Отправить ссылку',
    newPasswordTitle: 'Новый пароль',
    newPasswordSubtitle: 'Придумайте новый пароль для своей учётной записи',
    savePassword: 'Сохранить пароль',
    requestAgain: 'Запросить новую ссылку',
    backToLogin: 'Вернуться ко входу',
  },
};

export type AuthTexts = typeof auth;
export default auth;
