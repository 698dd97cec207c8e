// Files (getFile, uploadForm) are imported from './files' itself: the login route needs none.
export {
  configureHttp,
  fetchCsrfCookie,
  http,
  request,
  resetHttp,
  CSRF_COOKIE_PATH,
  onTokenRenewed,
} from './client';
export type { HttpSettings, Query, RequestOptions } from './client';
export { HttpError, isHttpError, isRefused } from './http-error';
export { MalformedAnswer } from './parse-answer';
