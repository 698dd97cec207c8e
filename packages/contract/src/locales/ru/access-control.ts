export const accessControl = {
  roleRequired: 'Заполните Ключ, Название и Описание',
  roleNotFound: 'Роль не найдена',
  roleKeyTaken: 'Роль с таким ключом уже существует',
  roleInUse:
    'Роль назначена пользователям ({{count}}), удалить её нельзя. Сначала снимите её с пользователей.',
  roleSaved: 'Роль сохранена',
  roleRemoved: 'Роль удалена',
  unknownRules: 'Неизвестные правила: {{rules}}',
  ruleGroupRequired: 'Заполните Код и Название группы',
  ruleGroupNotFound: 'Группа правил не найдена',
  ruleGroupSlugTaken: 'Группа с таким кодом уже существует',
  ruleSlugTaken: 'Правило {{slug}} уже есть в другой группе',
  ruleGroupSaved: 'Группа правил сохранена',
};
