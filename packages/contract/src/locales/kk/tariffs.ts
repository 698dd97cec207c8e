import type { Messages } from '../ru.js';

export const tariffs: Messages['tariffs'] = {
  moneyWhole: 'Сома тиынмен, бүтін санмен көрсетіледі',
  tiersRequired: 'Кемінде бір баға сатысын көрсетіңіз',
  tiersLastOpen: 'Соңғы сатының жоғарғы шегі болмауы керек',
  tiersIncreasing: 'Сатылардың шектері өсуі керек',
  notFound: 'Тариф табылмады',
  saved: 'Тариф сақталды',
  inUse: 'Тариф қолданылуда: оның бағасын өзгертуге және жоюға болмайды, тек аяқтауға болады',
  deleted: 'Тариф жойылды',
  ended: 'Тариф аяқталды',
  otherService: 'Тариф басқа сервиске жатады',
  notInForce: 'Бұл күні тариф қолданылмайды',
  assignmentSaved: 'Сервис қосылды',
  assignmentEnded: 'Сервис көрсетілген күннен бастап өшірілді',
  assignmentMissing: 'Бұл сервис пайдаланушыға қосылмаған',
  simulationMonthNotPast: 'Өткен айды таңдаңыз',
  simulationMonthsRepeat: 'Айлар қайталанады',
  simulationPartnerNotOnTariff: 'Серіктес бұл тарифке қосылмаған',
  simulationTooManyPartners: 'Бір есептеу үшін серіктестер тым көп',
};
