import type { ProfileTexts } from './ru';

const profile: ProfileTexts = {
  profile: {
    tab: 'Жеке деректер',
    description: 'Өзім туралы',
    lastLogin: 'Соңғы кіру',
    never: 'әлі кірмеген',
  },
  password: {
    current: 'Ағымдағы құпиясөз',
    submit: 'Құпиясөзді өзгерту',
  },
  email: {
    current: 'Қазір: {{email}}',
    new: 'Жаңа e-mail',
    passwordHint: 'Мекенжайды өзгерту үшін құпиясөзбен растаңыз',
    change: 'E-mail өзгерту',
  },
  confirmEmail: {
    title: 'Мекенжайды растау',
    checking: 'Сілтемені тексеріп жатырмыз…',
    noToken: 'Сілтемеде растау коды жоқ: оны хаттан толық ашыңыз',
    failed: 'Мекенжайды растау мүмкін болмады, кейінірек қайталаңыз',
    toCabinet: 'Кабинетке',
  },
  emailState: {
    confirmed: 'Мекенжай расталған',
    unconfirmed: 'Мекенжай расталмаған: хабарламалар оған жіберілмейді',
    resend: 'Сілтемені қайта жіберу',
    sent: 'Сілтеме {{email}} мекенжайына жіберілді',
    failed: 'Сілтемені жіберу мүмкін болмады, кейінірек қайталаңыз',
  },
};

export default profile;
