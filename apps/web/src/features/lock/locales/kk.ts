import type { LockMessages } from './ru';

const lock: LockMessages = {
  title: 'Экран бұғатталды',
  text: 'Сіз кабинетте ұзақ уақыт әрекет жасамадыңыз. Сол жерден жалғастыру үшін құпиясөзді енгізіңіз.',
  signedOutText: 'Жалғастыру үшін кіріңіз.',
  login: 'Логин',
  password: 'Құпиясөз',
  unlock: 'Бұғатты ашу',
  otherUser: 'Басқа пайдаланушы ретінде кіру',
  warningTitle: 'Сеанс жақында аяқталады',
  warningText:
    'Кабинетте ұзақ уақыт ештеңе жасамадыңыз. {{seconds}} с кейін экран құлыпталады; сақталмағандар орнында қалады.',
  stay: 'Жүйеде қалу',
  leave: 'Шығу',
};

export default lock;
