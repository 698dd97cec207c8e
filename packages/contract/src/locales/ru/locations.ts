export const locations = {
  cityUnknown: 'Выберите город из списка',
  outside: 'Точка должна быть в Казахстане',
  bothCoordinates: 'Укажите и широту, и долготу (или ни одну)',
};
