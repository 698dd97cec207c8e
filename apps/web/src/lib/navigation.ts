export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

/** The app hands its router's navigate here, so that non-React code (session rules) can move. */
export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

/** The address the user is on now, as a router path (path, query and hash). */
export function currentAddress(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
