export const servicesPaths = {
  list: '/services',
  add: '/services/add',
  edit: (id: number) => `/services/${id}/edit`,
  documentation: (id: number) => `/service/${id}`,
  /** The cabinet form of a service: the spec's own address for almatyCement. */
  form: (service: { id: number; code: string }) =>
    service.code === 'almatyCement' ? '/almatyCement' : `/service/${service.id}/form`,
  available: '/partner-services',
};

export const parseId = (value: string | null | undefined) => {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};
