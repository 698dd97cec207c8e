/** Texts of the roles and rule groups screens; the contract's `accessControl.*` messages under their own name. */
import * as messages from '@cabinet/contract/locales/ru';

const accessControl = {
  accessControl: messages.accessControl,
  fields: {
    key: 'Ключ',
    name: 'Название',
    description: 'Описание',
    slug: 'Код',
  },
  roles: {
    add: 'Новая роль',
    empty: 'Ролей пока нет',
    rules: 'Правила',
    users: 'Пользователи',
    keyHint: 'Буквы, цифры, точка, дефис, подчёркивание',
    editTitle: 'Роль «{{name}}»',
    formLabel: 'Роль',
    removeTitle: 'Удалить роль?',
    removeText: 'Роль «{{name}}» будет удалена. Это действие нельзя отменить.',
    inUse: 'Роль назначена пользователям ({{count}}): снимите её с них, чтобы удалить',
  },
  rulePicker: {
    all: 'Все правила группы «{{group}}»',
  },
  rules: {
    addGroup: 'Новая группа',
    empty: 'Групп правил пока нет',
    emptyGroup: 'В группе нет правил',
    editTitle: 'Группа правил «{{name}}»',
    formLabel: 'Группа правил',
    slugHint: 'Латиница в нижнем регистре, например partners',
    rulesOfGroup: 'Правила группы',
    addRule: 'Добавить правило',
    removeRule: 'Удалить правило {{index}}',
  },
};

export type AccessControlTexts = typeof accessControl;
export default accessControl;
