import type { LockMessages } from './ru';

const lock: LockMessages = {
  title: 'Экран бұғатталды',
  text: 'Сіз кабинетте ұзақ уақыт әрекет жасамадыңыз. Сол жерден жалғастыру үшін құпиясөзді енгізіңіз.',
  signedOutText: 'Жалғастыру үшін кіріңіз.',
  login: 'Логин',
  password: 'Құпиясөз',
  unlock: 'Бұғатты ашу',
  otherUser: 'Басқа пайдаланушы ретінде кіру',
};

export default lock;
