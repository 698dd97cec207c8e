import type { Messages } from '../ru.js';

export const auth: Messages['auth'] = {
  wrongCredentials: 'Логин немесе құпиясөз қате',
  userBlocked: 'Есептік жазба бұғатталған. Әкімшіге хабарласыңыз.',
  tokenInvalid: 'Токен жарамсыз',
  registrationRequired: 'Аты, логин және құпиясөз міндетті',
  registrationFailed: 'Тіркелу сәтсіз аяқталды',
  registered: 'Тіркелу сәтті өтті',
  loginTaken: 'Бұл логин бос емес',
  emailTaken: 'Бұл e-mail тіркелген',
  passwordsDiffer: 'Құпиясөздер сәйкес келмейді',
  passwordTooShort: 'Құпиясөз кемінде 8 таңбадан тұруы керек',
  passwordTooLong: 'Құпиясөз тым ұзын',
  currentPasswordWrong: 'Ағымдағы құпиясөз қате',
  passwordChanged: 'Құпиясөз өзгертілді',
  recoverySent:
    'Егер бұл мекенжай тіркелген болса, оған құпиясөзді қалпына келтіру сілтемесі жіберілді',
  recoveryFailed: 'Қалпына келтіру сілтемесі жарамсыз немесе мерзімі өткен',
  loggedOut: 'Жүйеден шықтыңыз',
  apiKeyNotAccepted: 'API кілті мұнда қабылданбайды: кабинетке кіріңіз',
  apiKeyLacksAbility: 'API кілтінде «{{ability}}» құқығы жоқ',
  apiKeyOwnerInvalid:
    'Кілтті интеграторға немесе серіктеске беруге болады, ал серіктес — тек өзіне',
  apiKeyRevoked: 'Кілт кері қайтарылды',
  apiKeyExpiryPast: 'Кілттің соңғы күні өтіп кетті',
};
