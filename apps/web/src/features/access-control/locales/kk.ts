import * as messages from '@cabinet/contract/locales/kk';
import type { AccessControlTexts } from './ru';

const accessControl: AccessControlTexts = {
  accessControl: messages.accessControl,
  fields: {
    key: 'Кілт',
    name: 'Атауы',
    description: 'Сипаттамасы',
    slug: 'Коды',
  },
  roles: {
    add: 'Жаңа рөл',
    empty: 'Әзірге рөлдер жоқ',
    rules: 'Ережелер',
    users: 'Пайдаланушылар',
    keyHint: 'Әріптер, сандар, нүкте, сызықша, астын сызу',
    editTitle: '«{{name}}» рөлі',
    formLabel: 'Рөл',
    removeTitle: 'Рөлді жою керек пе?',
    removeText: '«{{name}}» рөлі жойылады. Бұл әрекетті болдырмау мүмкін емес.',
    inUse: 'Рөл пайдаланушыларға берілген ({{count}}): жою үшін оны олардан алып тастаңыз',
  },
  rulePicker: {
    all: '«{{group}}» тобының барлық ережелері',
  },
  rules: {
    addGroup: 'Жаңа топ',
    empty: 'Әзірге ережелер топтары жоқ',
    emptyGroup: 'Топта ережелер жоқ',
    editTitle: '«{{name}}» ережелер тобы',
    formLabel: 'Ережелер тобы',
    slugHint: 'Кіші латын әріптері, мысалы partners',
    rulesOfGroup: 'Топтың ережелері',
    addRule: 'Ереже қосу',
    removeRule: '{{index}}-ережені жою',
  },
};

export default accessControl;
