import { screen } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { flowById } from '../../machines/index';
import { readWishlistEntries, writeWishlistEntries } from '../../src/features/wishlist/wishlist-storage';
import { modelTest } from './harness';

const toggle = () => screen.getByRole('button', { name: /önskelistan$/ });

afterEach(() => localStorage.clear());

modelTest({
  flow: flowById('wishlist')!,
  url: '/se/p/signature-vacuum-bottle-75-cl/',
  actorRoutes: {},
  ready: async () => {
    await screen.findByRole('button', { name: 'Lägg till i önskelistan' });
  },
  events: {
    'wishlist.toggle': async (_event, { user }) => {
      await user.click(toggle());
    },
    // What the wishlist panel's X (or another tab) does: the stored list changes under the product page.
    'wishlist.reload': async (event) => {
      writeWishlistEntries(event.entries as string[]);
    },
  },
  states: {
    // The heart shows what is stored, whoever stored it.
    idle: () => {
      const onList = readWishlistEntries().includes('LIMIT-5&color=Black');
      expect(toggle().getAttribute('aria-pressed')).toBe(String(onList));
      expect(screen.queryByText('Tillagd i din önskelista')).toBeNull();
    },
    added: () => {
      const onList = readWishlistEntries().includes('LIMIT-5&color=Black');
      expect(toggle().getAttribute('aria-pressed')).toBe(String(onList));
      expect(screen.getByText('Tillagd i din önskelista').getAttribute('role')).toBe('status');
    },
  },
});
