export const packages = {
  notFound: 'Пакет не найден',
  saved: 'Пакет сохранён',
  closed: 'Пакет закрыт',
  shrink: 'Пакет можно только продлить, не сократить',
};
