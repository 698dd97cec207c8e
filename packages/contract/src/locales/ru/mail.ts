export const mail = {
  recoverySubject: 'Восстановление пароля',
  recoveryBody:
    'Здравствуйте, {{name}}!\n\nЧтобы задать новый пароль, откройте ссылку (она действует {{minutes}} минут и только один раз):\n{{link}}\n\nЕсли вы не запрашивали восстановление, просто проигнорируйте это письмо.',
  alertTriggeredSubject: 'Оповещение: {{condition}}',
  alertResolvedSubject: 'Оповещение снято: {{condition}}',
  alertTriggeredBody:
    'Здравствуйте!\n\nСработало оповещение для {{whose}}: {{condition}}.\nТекущее значение: {{value}}.\n\nПравила оповещений и их история: {{link}}',
  alertResolvedBody:
    'Здравствуйте!\n\nОповещение для {{whose}} снято: условие «{{condition}}» больше не выполняется.\nТекущее значение: {{value}}.\n\nПравила оповещений и их история: {{link}}',
  alertPackageRequests: 'в пакете осталось меньше {{below}} запросов',
  alertPackagePercent: 'в пакете осталось меньше {{below}}%',
  alertSpend: 'расходы за месяц больше {{amount}} {{currency}}',
  alertErrorRate: 'доля ошибок за последний час больше {{percent}}%',
  alertQuiet: 'нет запросов {{hours}} ч',
};
