import type { Messages } from '../ru.js';

export const accessControl: Messages['accessControl'] = {
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
};
