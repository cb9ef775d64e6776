import { screen, within } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { flowById } from '../../machines/index';
import type { LoginContext } from '../../machines/login/login.machine';
import { readCookie, userTokenCookie } from '../../src/lib/cookies';
import { removeShopperValues } from '../../src/lib/stored-values';
import { givenCart } from '../support/cart-fixture';
import { pasteValue } from '../support/paste-value';
import { modelTest } from './harness';

const form = () => screen.getByRole('region', { name: 'Logga in' });
const field = (name: string) => within(form()).getByLabelText(name, { selector: 'input' });
const submit = () => within(form()).getByRole('button', { name: /^Logga in/ });
const messages = {
  emailNotVerified: 'Din e-postadress är inte verifierad. Vi har skickat en ny verifieringslänk.',
  wrongPassword: 'Fel lösenord.',
  userNotFound: 'Det finns inget konto för den här e-postadressen.',
  userPendingState: 'Ditt konto väntar på godkännande.',
  somethingWentWrong: 'Något gick fel. Försök igen.',
};

/** Whether the last actor of the path failed (a failed rebuild or store still signs the user in). */
let lastOutcomeFailed = false;

afterEach(() => removeShopperValues());

modelTest({
  flow: flowById('login')!,
  url: '/login/',
  detailsReplies: ['login'],
  actorRoutes: {
    login: 'POST /api/enad/login/',
    resendVerification: 'POST /api/enad/create-verify-link/',
    rebuildCart: ['POST /shopper/sessions/start', 'POST /shopper/sessions/items'],
    storeOrganisation: 'PATCH /shopper/sessions/attributes',
  },
  prepare: async (backend) => {
    await givenCart(backend, [
      { productVariantId: 'v-ts-1001-black-s', quantity: 1 },
      { productVariantId: 'v-limit-5-navy', quantity: 1 },
    ]);
  },
  ready: async () => {
    await screen.findByRole('button', { name: 'Varukorg, 2 varor' });
    await screen.findByRole('region', { name: 'Logga in' });
  },
  // The scenario's user is the typed one (buyer@acme.test) as the backend holds it for that outcome.
  arrangeOutcome: (event, { backend }) => {
    lastOutcomeFailed = event.type.startsWith('xstate.error.');
    if (event.type !== 'xstate.done.actor.login') return;
    const wanted = (event.output as { user?: { store_group_id: string; organisations: unknown[] } }).user;
    if (!wanted) return; // a refusal on a 200: answered by the fault control
    const buyer = backend.store.data.users.find((user) => user.email === 'buyer@acme.test')!;
    buyer.store_group = wanted.store_group_id;
    if (wanted.organisations.length === 0) buyer.organisations = [];
  },
  events: {
    'login.change': async (event, { user }) => {
      const input = field(event.field === 'email' ? 'E-post' : 'Lösenord');
      await pasteValue(user, input, event.value as string);
    },
    'login.submit': async (_event, { user }) => {
      await user.click(submit());
    },
  },
  states: {
    editing: ({ snapshot }) => {
      const context = snapshot.context as LoginContext;
      expect(field('E-post')).toHaveProperty('value', context.email);
      expect(within(form()).queryByRole('alert')).toBeNull();
      const emailError = within(form()).queryByText('Ange en giltig e-postadress');
      const passwordError = within(form()).queryByText('Lösenordet måste vara minst 10 tecken');
      expect(Boolean(emailError)).toBe(Boolean(context.fieldErrors.email));
      expect(Boolean(passwordError)).toBe(Boolean(context.fieldErrors.password));
    },
    submitting: () => {
      expect(submit().getAttribute('data-pending')).toBe('true');
    },
    resendingVerification: () => {
      expect(within(form()).getByRole('alert').textContent).toBe(messages.emailNotVerified);
    },
    failed: ({ snapshot }) => {
      const { errorKey } = snapshot.context as LoginContext;
      expect(within(form()).getByRole('alert').textContent).toBe(messages[errorKey!]);
      expect(readCookie(userTokenCookie)).toBeUndefined();
    },
    rebuildingCart: () => {
      expect(readCookie(userTokenCookie)).toBeTruthy();
    },
    storingOrganisation: () => {
      expect(readCookie(userTokenCookie)).toBeTruthy();
    },
    signedIn: ({ router, backend, snapshot }) => {
      expect(router.state.location.pathname).toBe('/my-account/overview/');
      expect(readCookie(userTokenCookie)).toBeTruthy();
      const { login } = snapshot.context as LoginContext;
      if (lastOutcomeFailed) return;
      const carts = Object.values(backend.store.runtime.sessions).map((session) => session.cart);
      if (login?.user.store_group_id === 'sg-b2b') {
        // Rebuilt in the B2B store group, every item added again.
        const b2b = carts.find((cart) => cart.storeGroupId === 'sg-b2b');
        expect(b2b?.items.map((line) => line.productVariantId).sort()).toEqual([
          'v-limit-5-navy',
          'v-ts-1001-black-s',
        ]);
      } else if (login?.user.organisations?.length) {
        expect(carts.some((cart) => cart.attributes?.company?.registrationNumber === '556677-8899')).toBe(
          true,
        );
      }
    },
  },
});
