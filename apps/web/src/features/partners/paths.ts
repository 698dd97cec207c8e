export const partnersPaths = {
  partners: '/admin',
  addPartner: '/admin/add',
  editPartner: (id: number) => `/admin/${id}/edit`,
  users: (partnerId: number) => `/admin/${partnerId}/users`,
  services: (userId: number) => `/admin/${userId}/services`,
  reports: (userId: number) => `/admin/${userId}/reports`,
  documents: (userId: number) => `/admin/${userId}/documents`,
  /** userPartnerAddPage; `partner` preselects the partner the user joins. */
  addUser: (partnerId?: number) =>
    partnerId ? `/admin/users/add?partner=${partnerId}` : '/admin/users/add',
  editUser: (id: number) => `/admin/users/${id}/edit`,
  changePassword: (id: number) => `/admin/changePassword/${id}`,
};

/** A positive integer id from a route parameter, or undefined. */
export const parseId = (value: string | null | undefined) => {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};
