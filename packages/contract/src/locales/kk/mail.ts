import type { Messages } from '../ru.js';

export const mail: Messages['mail'] = {
  recoverySubject: 'Құпиясөзді қалпына келтіру',
  recoveryBody:
    'Сәлеметсіз бе, {{name}}!\n\nЖаңа құпиясөз орнату үшін сілтемені ашыңыз (ол {{minutes}} минут ішінде бір рет жарамды):\n{{link}}\n\nЕгер сіз қалпына келтіруді сұрамаған болсаңыз, бұл хатты елемеңіз.',
};
