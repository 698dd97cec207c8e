export const tariffsPaths = {
  list: '/tariff',
  listOf: (serviceId: number) => `/tariff?serviceId=${serviceId}`,
  add: '/tariff/add',
  addFor: (serviceId: number) => `/tariff/add?serviceId=${serviceId}`,
  edit: (id: number) => `/tariff/edit/${id}`,
  packages: (userId: number, serviceId: number) => `/users/${userId}/tariff-packages/${serviceId}`,
  userServices: (userId: number) => `/admin/${userId}/services`,
};

export const parseId = (value: string | null | undefined) => {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};
