export const alerts = {
  tooManyRules: 'The partner already has {{max}} alert rules, the most allowed: remove some first',
};
