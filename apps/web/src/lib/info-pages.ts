/** The public information pages linked from every public screen's footer (path = route name). */
export const INFO_PAGES = ['technologyPage', 'libraryPage', 'contactsPage'] as const;

export type InfoPage = (typeof INFO_PAGES)[number];
