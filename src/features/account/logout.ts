import type { QueryClient } from '@tanstack/react-query';
import {
  cartTokenCookie,
  checkoutTokenCookie,
  deleteCookie,
  refreshTokenCookie,
  storeGroupIdCookie,
  storeGroupSlugCookie,
  userIdCookie,
  userTokenCookie,
} from '../../lib/cookies';
import { incognitoCartKey } from '../cart/incognito-cart';

/** The seven cookies the spec deletes on logout. */
export const logoutCookies = [
  userTokenCookie,
  refreshTokenCookie,
  userIdCookie,
  storeGroupIdCookie,
  cartTokenCookie,
  storeGroupSlugCookie,
  checkoutTokenCookie,
];

/** Logout: clears the session and cart data; the caller redirects if it wants to. */
export function logout(queryClient: QueryClient) {
  for (const name of logoutCookies) deleteCookie(name);
  localStorage.removeItem(incognitoCartKey);
  for (const key of [['user'], ['cart'], ['checkout']]) queryClient.removeQueries({ queryKey: key });
}
