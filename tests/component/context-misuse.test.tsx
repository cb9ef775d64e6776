// The shopping spec's context-misuse errors (section 8, Session; issue 32, item 12): a hook used outside its
// provider throws the spec's text. The app, the user and the wishlist's market read one provider here, the shopper
// session's (decision 045); inside it the hooks answer.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../src/api/api-context';
import { createAppContext } from '../../src/app/router';
import { useWishlist } from '../../src/features/wishlist/wishlist.queries';
import { createI18n } from '../../src/i18n/i18n';
import { ShopperSessionProvider, useShopperSession } from '../../src/session/shopper-session';
import { useUser } from '../../src/session/user.queries';
import { keepRenderedApp } from '../support/rendered-apps';
import { createTestBackend, createTestClients } from '../support/test-backend';

afterEach(() => vi.restoreAllMocks());

/** The hook's error when it renders with no provider around it (React reports the throw; kept quiet here). */
function misuseOf(hook: () => unknown) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    renderHook(hook);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

describe('a hook outside its provider', () => {
  it("useApp (the shopper session): 'useApp must be used within an AppProvider'", () => {
    expect(misuseOf(() => useShopperSession())).toBe('useApp must be used within an AppProvider');
  });

  it("useWishlist (the wishlist's products): 'useWishlist must be used within an WishlistProvider'", () => {
    expect(misuseOf(() => useWishlist([]))).toBe('useWishlist must be used within an WishlistProvider');
  });

  it("useUser (the signed-in user): 'useUser must be used within an EnadUserProvider'", () => {
    expect(misuseOf(() => useUser())).toBe('useUser must be used within an EnadUserProvider');
  });
});

describe('the same hooks inside the provider', () => {
  it('answer: the session, and the query of the user', () => {
    const backend = createTestBackend();
    const { api, session, queryClient } = createAppContext(
      (userToken) => createTestClients(backend.fetch, userToken),
      createI18n(),
    );
    // Stopped after the test as a rendered app's (decision 070).
    keepRenderedApp({ queryClient });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider clients={api}>
        <ShopperSessionProvider session={session}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ShopperSessionProvider>
      </ApiProvider>
    );
    const { result } = renderHook(() => ({ session: useShopperSession(), user: useUser() }), { wrapper });
    expect(result.current.session).toBe(session);
    expect(result.current.user.status).toBe('pending');
  });
});
