/** Texts of the own profile screens (the contract's `users.*` messages are common). */
const profile = {
  profile: {
    tab: 'Личные данные',
    description: 'О себе',
    lastLogin: 'Последний вход',
    never: 'ещё не входил',
  },
  password: {
    current: 'Текущий пароль',
    submit: 'Сменить пароль',
  },
  email: {
    current: 'Сейчас: {{email}}',
    new: 'Новый e-mail',
    passwordHint: 'Для смены адреса подтвердите его паролем',
    change: 'Изменить e-mail',
  },
  confirmEmail: {
    title: 'Подтверждение адреса',
    checking: 'Проверяем ссылку…',
    noToken: 'В ссылке нет кода подтверждения: откройте её из письма целиком',
    failed: 'Не удалось подтвердить адрес, попробуйте позже',
    toCabinet: 'В кабинет',
  },
  emailState: {
    confirmed: 'Адрес подтверждён',
    unconfirmed: 'Адрес не подтверждён: оповещения на него не приходят',
    resend: 'Отправить ссылку ещё раз',
    sent: 'Ссылка отправлена на {{email}}',
    failed: 'Не удалось отправить ссылку, попробуйте позже',
  },
};

export type ProfileTexts = typeof profile;
export default profile;
