import type { Messages } from './ru.js';

export const kk: Messages = {
  errors: {
    invalidInput: 'Енгізілген деректерді тексеріңіз.',
    malformedBody: 'Сұраудың денесін оқу мүмкін болмады: дұрыс JSON күтіледі.',
    payloadTooLarge: 'Сұрау тым үлкен.',
    unsupportedMediaType: 'Сұраудың пішімі қолданылмайды.',
    unauthenticated: 'Авторизациядан өтпеген.',
    forbidden: 'Бұл әрекетке құқығыңыз жеткіліксіз.',
    notFound: 'Табылмады.',
    csrfMismatch: 'CSRF токені сәйкес келмейді. Бетті жаңартып, қайталаңыз.',
    tooManyAttempts: 'Кіру әрекеттері тым көп. {{seconds}} секундтан кейін қайталаңыз.',
    serverError: 'Сервердің ішкі қатесі. Кейінірек қайталаңыз.',
  },
  auth: {
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
  },
  validation: {
    emailInvalid: 'Дұрыс e-mail енгізіңіз',
    required: 'Міндетті өріс',
  },
  accessControl: {
    roleRequired: 'Кілтті, атауды және сипаттаманы толтырыңыз',
    roleNotFound: 'Рөл табылмады',
    roleKeyTaken: 'Мұндай кілті бар рөл бұрыннан бар',
    roleInUse:
      'Рөл пайдаланушыларға ({{count}}) тағайындалған, оны жою мүмкін емес. Алдымен оны пайдаланушылардан алыңыз.',
    roleSaved: 'Рөл сақталды',
    roleRemoved: 'Рөл жойылды',
    unknownRules: 'Белгісіз ережелер: {{rules}}',
    ruleGroupRequired: 'Топтың кодын және атауын толтырыңыз',
    ruleGroupNotFound: 'Ережелер тобы табылмады',
    ruleGroupSlugTaken: 'Мұндай коды бар топ бұрыннан бар',
    ruleSlugTaken: '{{slug}} ережесі басқа топқа жатады',
    ruleGroupSaved: 'Ережелер тобы сақталды',
  },
  users: {
    notFound: 'Пайдаланушы табылмады',
  },
  mail: {
    recoverySubject: 'Құпиясөзді қалпына келтіру',
    recoveryBody:
      'Сәлеметсіз бе, {{name}}!\n\nЖаңа құпиясөз орнату үшін сілтемені ашыңыз (ол {{minutes}} минут ішінде бір рет жарамды):\n{{link}}\n\nЕгер сіз қалпына келтіруді сұрамаған болсаңыз, бұл хатты елемеңіз.',
  },
};
