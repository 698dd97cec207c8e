export const documentsPaths = {
  /** documents: a partner's (or a client's own) documents. */
  documents: (userId: number) => `/admin/${userId}/documents`,
  /** invoicesPartners: every partner's documents of a month. */
  all: '/admin/all/documents',
};

/** A positive integer id from a route parameter, or undefined. */
export const parseId = (value: string | undefined) => {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};
