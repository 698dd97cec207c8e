import type { AuthTexts } from './ru';

const auth: AuthTexts = {
  loginPage: {
    title: 'Кабинетке кіру',
    subtitle: 'Серіктестер, сервистер, есептер және құжаттар бір жерде',
    submit: 'Кіру',
    forgotPassword: 'Құпиясөзді ұмыттыңыз ба?',
    register: 'Тіркелу',
  },
  registerPage: {
    title: 'Тіркелу',
    subtitle: 'Есептеріңіз бен құжаттарыңызды көру үшін есептік жазба жасаңыз',
    submit: 'Тіркелу',
    haveAccount: 'Есептік жазбаңыз бар ма? Кіру',
  },
  recoveryPage: {
    title: 'Құпиясөзді қалпына келтіру',
    subtitle:
      'Есептік жазбаның e-mail мекенжайын енгізіңіз: оған құпиясөзді өзгерту сілтемесін жібереміз',
    submit: 'Сілтемені жіберу',
    newPasswordTitle: 'Жаңа құпиясөз',
    newPasswordSubtitle: 'Есептік жазбаңыз үшін жаңа құпиясөз ойлап табыңыз',
    savePassword: 'Құпиясөзді сақтау',
    requestAgain: 'Жаңа сілтеме сұрау',
    backToLogin: 'Кіру бетіне оралу',
  },
};

export default auth;
