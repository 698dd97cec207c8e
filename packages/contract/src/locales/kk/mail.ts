import type { Messages } from '../ru.js';

export const mail: Messages['mail'] = {
  recoverySubject: 'Құпиясөзді қалпына келтіру',
  recoveryBody:
    'Сәлеметсіз бе, {{name}}!\n\nЖаңа құпиясөз орнату үшін сілтемені ашыңыз (ол {{minutes}} минут ішінде бір рет жарамды):\n{{link}}\n\nЕгер сіз қалпына келтіруді сұрамаған болсаңыз, бұл хатты елемеңіз.',
  alertTriggeredSubject: 'Ескерту: {{condition}}',
  alertResolvedSubject: 'Ескерту алынды: {{condition}}',
  alertTriggeredBody:
    'Сәлеметсіз бе!\n\n{{whose}} үшін ескерту іске қосылды: {{condition}}.\nАғымдағы мәні: {{value}}.\n\nЕскерту ережелері және олардың тарихы: {{link}}',
  alertResolvedBody:
    'Сәлеметсіз бе!\n\n{{whose}} үшін ескерту алынды: «{{condition}}» шарты енді орындалмайды.\nАғымдағы мәні: {{value}}.\n\nЕскерту ережелері және олардың тарихы: {{link}}',
  alertPackageRequests: 'пакетте {{below}} сұраудан аз қалды',
  alertPackagePercent: 'пакеттің {{below}}%-нан азы қалды',
  alertSpend: 'айдағы ҚҚС-сыз шығын {{amount}} {{currency}} асты',
  alertErrorRate: 'соңғы сағаттағы қателер үлесі {{percent}}% асты',
  alertQuiet: '{{hours}} сағ бойы сұрау жоқ',
  alertProjectedSpend: 'ай соңына болжанған ҚҚС-пен шығын {{amount}} KZT асады',
  alertPackageRunsOut: 'болжам бойынша пакет ай аяқталғанша таусылады',
  emailConfirmSubject: 'Электрондық пошта мекенжайын растаңыз',
  emailConfirmBody:
    'Сәлеметсіз бе!\n\nКабинет ескертулерін осы мекенжайға алу үшін оны сілтеме арқылы растаңыз (сілтеме {{days}} күн жарамды):\n{{link}}\n\nЕгер бұл не туралы екенін білмесеңіз, хатты елемеңіз: растаусыз мұнда ескертулер келмейді.',
};
