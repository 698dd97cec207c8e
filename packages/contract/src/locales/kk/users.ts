import type { Messages } from '../ru.js';

export const users: Messages['users'] = {
  notFound: 'Пайдаланушы табылмады',
  loginEmailRequired: 'Логин мен E-mail толтырыңыз',
  rolesRequired: 'Кемінде бір рөлді таңдаңыз',
  saveFailed: 'Пайдаланушыны жаңарту мүмкін болмады',
  attached: 'Пайдаланушы сәтті бекітілді',
  detached: 'Пайдаланушы ажыратылды',
  alreadyAttached: 'Пайдаланушы серіктеске бекітілген',
  notAttached: 'Пайдаланушы серіктеске бекітілмеген',
  notAttachable: 'Серіктеске тек пайдаланушыны немесе интеграторды бекітуге болады',
  roleNotGrantable: '{{role}} рөлін беруге болмайды: ол сіздің құқығыңыздан көп құқық береді',
  unknownRoles: 'Белгісіз рөлдер: {{roles}}',
  saved: 'Пайдаланушы сақталды',
  passwordSet: 'Пайдаланушының құпиясөзі өзгертілді',
  profileSaved: 'Профиль сақталды',
  cannotBlockSelf: 'Өзіңізді бұғаттай алмайсыз',
};
