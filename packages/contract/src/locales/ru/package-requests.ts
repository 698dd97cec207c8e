export const packageRequests = {
  quotaPositive: 'Количество запросов должно быть больше нуля',
  sent: 'Заявка на пакет отправлена',
  notFound: 'Заявка не найдена',
  alreadyDecided: 'По этой заявке уже принято решение',
  approved: 'Заявка одобрена, пакет создан',
  rejected: 'Заявка отклонена',
  cancelled: 'Заявка отозвана',
};
