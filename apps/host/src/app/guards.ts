import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../config/paths';
import { storage } from '../lib/storage';

/**
 * Loader for routes that need a signed-in user: without a stored token, go to /login carrying the
 * address asked for (path and query) as `next`.
 */
export function requireToken({ request }: LoaderFunctionArgs): null {
  if (storage.token.get()) return null;
  const url = new URL(request.url);
  throw redirect(paths.login(url.pathname + url.search));
}
