export const alerts = {
  tooManyRules: 'У партнёра уже {{max}} правил оповещений — больше нельзя: удалите ненужные',
};
