import type { ForecastTexts } from './ru';

const kk: ForecastTexts = {
  title: 'Ай соңына дейінгі болжам',
  spend: 'Ай соңындағы шығыс',
  titleEverybody: 'Барлық серіктестер бойынша ай соңына дейінгі болжам',
  revenue: 'Ай соңындағы түсім',
  requests: 'Ай соңындағы сұраулар',
  range: 'шамамен {{low}} – {{high}} (80 %)',
  soFar: 'қазірдің өзінде: {{value}}',
  basis: 'Негізі: {{text}}',
  runsOut: '№ {{id}} пакет шамамен {{day}} таусылады',
  actual: 'Нақты',
  projected: 'Болжам',
  chartSummary: 'Күндер бойынша сұраулар: нақты {{soFar}}, айға болжам {{expected}}',
  noUsage: 'Болжам үшін әзірге деректер жоқ',
  services: 'Сервистер бойынша',
};

export default kk;
