// Gift cards the shopper applied, in sessionStorage `_giftcard` as 'code|pin' entries, so a new checkout of
// the same visit applies them again. Logout removes them (stored-values.ts).
import { readStored, removeStored, writeStored } from '../../lib/stored-values';

export interface StoredGiftCard {
  code: string;
  pin: string;
}

export function readGiftCards(): StoredGiftCard[] {
  return (readStored('_giftcard') ?? []).map((entry) => {
    const [code = '', pin = ''] = entry.split('|');
    return { code, pin };
  });
}

function write(cards: StoredGiftCard[]) {
  if (cards.length === 0) removeStored('_giftcard');
  else
    writeStored(
      '_giftcard',
      cards.map((card) => `${card.code}|${card.pin}`),
    );
}

/** Adds a card (no duplicates: the same code replaces its entry). */
export function storeGiftCard(card: StoredGiftCard) {
  write([...readGiftCards().filter((entry) => entry.code !== card.code), card]);
}

export function dropGiftCard(code: string) {
  write(readGiftCards().filter((entry) => entry.code !== code));
}
