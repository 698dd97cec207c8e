import { readToken } from '../cookies';
import { request, type RequestOptions } from './client';
import { parseAnswer } from './parse-answer';

/**
 * Calls made as the page starts, before the code of the screen that needs them has loaded (issue
 * 43: a signed-in partner's home asks for the user and its figures at navigation, not after its
 * chunks). Each answer is taken once, by `getEarly`, and only with the token it was asked with; a
 * failed one is asked for again there, so that the usual rules (401, 503) apply to it as to any.
 */
interface EarlyCall {
  token: string | undefined;
  answer: Promise<unknown>;
}

const started = new Map<string, EarlyCall>();

/** Starts GET `path` now; its answer waits for `getEarly(path)`. */
export function startEarly(path: string): Promise<unknown> {
  const answer = request('GET', path, { handleAuthFailure: false });
  answer.catch(() => undefined); // not taken, or taken later and asked for again
  started.set(path, { token: readToken(), answer });
  return answer;
}

/** GET `path`: the early answer if one was started with the present token, else a call now. */
export async function getEarly<T>(
  path: string,
  options: Omit<RequestOptions<T>, 'body'> = {},
): Promise<T> {
  const early = started.get(path);
  started.delete(path);
  if (early && early.token === readToken()) {
    const body = await early.answer.then(
      (value) => ({ value }),
      () => undefined,
    );
    if (body)
      return options.schema
        ? parseAnswer(options.schema, body.value, `GET ${path}`)
        : (body.value as T);
  }
  return request<T>('GET', path, options);
}
