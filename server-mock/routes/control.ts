// /__mock: reset, mailbox, data inspection and fault injection for QA and tests. Not part of the contract.
// Path parameters come decoded once, by Hono; a path or query whose percent-encoding is malformed never gets here
// (app.ts answers 400).
import type { MockApp } from '../app.ts';
import type { MockData } from '../data.ts';
import type { ConversionLimits } from '../print-files/convert.ts';
import type { Fault, Store } from '../store.ts';

/** The print-file conversion limits in force (read at each conversion) and those the server started with. */
interface ConversionControl {
  limits: ConversionLimits;
  initial: ConversionLimits;
}

export function controlRoutes(app: MockApp, conversion: ConversionControl) {
  app.post('/__mock/reset', async (c) => {
    c.var.store.reset();
    await c.var.store.insights.clear();
    for (const key of Object.keys(conversion.limits)) delete conversion.limits[key as keyof ConversionLimits];
    Object.assign(conversion.limits, conversion.initial);
    return c.json({ ok: true });
  });
  // A test of the time limit sets a short one instead of waiting out a limit a busy machine needs (reset restores).
  app.post('/__mock/conversion-limits', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { timeLimitMs?: unknown } | null;
    const timeLimitMs = body?.timeLimitMs;
    if (
      typeof timeLimitMs !== 'number' ||
      !Number.isInteger(timeLimitMs) ||
      timeLimitMs < 100 ||
      timeLimitMs > 600_000
    )
      return c.json({ error: 'timeLimitMs must be a whole number of milliseconds from 100 to 600000' }, 400);
    conversion.limits.timeLimitMs = timeLimitMs;
    return c.json({ ok: true });
  });
  app.get('/__mock/mailbox', (c) => {
    const to = c.req.query('to')?.toLowerCase();
    const mails = c.var.store.data.mailbox.filter((mail) => !to || mail.to === to);
    return c.json({ mails });
  });
  app.get('/__mock/data/:collection', (c) => {
    const name = c.req.param('collection') as keyof MockData;
    const { data } = c.var.store;
    if (!(name in data)) return c.json({ error: `Unknown collection ${name}` }, 404);
    // Password hashes never leave the backend, not even to QA.
    if (name === 'users')
      return c.json({ users: data.users.map(({ passwordHash: _hash, ...user }) => user) });
    return c.json({ [name]: data[name] });
  });
  // QA switches public settings (e.g. the order-decisions flag) without a restart; reset restores them.
  app.post('/__mock/settings', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Partial<MockData['settings']> | null;
    if (!body || typeof body !== 'object')
      return c.json({ error: 'A JSON object of settings is required' }, 400);
    const { settings } = c.var.store.data;
    const unknown = Object.keys(body).find((key) => !(key in settings));
    if (unknown) return c.json({ error: `Unknown setting ${unknown}` }, 400);
    Object.assign(settings, body);
    return c.json({ settings });
  });
  // QA arranges an account for a test (store group, companies, e-mail); the password and id stay.
  app.patch('/__mock/data/users/:email', async (c) => {
    const email = c.req.param('email').toLowerCase();
    const user = c.var.store.data.users.find((candidate) => candidate.email === email);
    if (!user) return c.json({ error: `No user ${email}` }, 404);
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body !== 'object')
      return c.json({ error: 'A JSON object of fields is required' }, 400);
    const locked = Object.keys(body).find((key) => key === 'id' || key === 'passwordHash' || !(key in user));
    if (locked) return c.json({ error: `'${locked}' cannot be set` }, 400);
    Object.assign(user, body);
    const { passwordHash: _hash, ...shown } = user;
    return c.json({ user: shown });
  });
  // QA sells a variant out (or restocks it) for a test: `{ stock }`, a whole number from 0; or changes its price in
  // a store group and country: `{ price: { storeGroupId, country, base, sale } }`, amounts in minor units.
  app.patch('/__mock/data/variants/:id', async (c) => {
    const id = c.req.param('id');
    const variant = c.var.store.data.products
      .flatMap((product) => product.variants)
      .find((candidate) => candidate.id === id);
    if (!variant) return c.json({ error: `No variant ${id}` }, 404);
    const body = (await c.req.json().catch(() => null)) as { stock?: unknown; price?: unknown } | null;
    if (!body || (body.stock === undefined && body.price === undefined))
      return c.json({ error: 'stock or price is required' }, 400);
    const isAmount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
    if (body.stock !== undefined && !isAmount(body.stock))
      return c.json({ error: 'stock must be a whole number from 0' }, 400);
    const price = body.price as
      | { storeGroupId?: unknown; country?: unknown; base?: unknown; sale?: unknown }
      | undefined;
    const prices = typeof price?.storeGroupId === 'string' ? variant.prices[price.storeGroupId] : undefined;
    if (price !== undefined) {
      if (!prices || typeof price.country !== 'string' || !prices[price.country])
        return c.json({ error: 'price needs a storeGroupId and country the variant is priced in' }, 400);
      if (!isAmount(price.base) || !isAmount(price.sale) || price.sale > price.base)
        return c.json({ error: 'price needs base and sale in minor units, sale at most base' }, 400);
      prices[price.country] = { base: price.base, sale: price.sale };
    }
    if (body.stock !== undefined) variant.stock = body.stock;
    return c.json({ variant });
  });
  // QA arranges a gift card for a test: its one balance (minor units), its currency and the server message
  // applying it answers (`null`: none, the card pays); not its code or pin.
  app.patch('/__mock/data/giftCards/:code', async (c) => {
    const code = c.req.param('code').toUpperCase();
    const card = c.var.store.data.giftCards.find((candidate) => candidate.code === code);
    if (!card) return c.json({ error: `No gift card ${code}` }, 404);
    const body = (await c.req.json().catch(() => null)) as {
      balance?: unknown;
      currencyCode?: unknown;
      error?: unknown;
    } | null;
    if (!body || typeof body !== 'object')
      return c.json({ error: 'A JSON object of fields is required' }, 400);
    const locked = Object.keys(body).find((key) => !['balance', 'currencyCode', 'error'].includes(key));
    if (locked) return c.json({ error: `'${locked}' cannot be set` }, 400);
    const { balance, currencyCode, error } = body;
    if (!(balance === undefined || (Number.isInteger(balance) && (balance as number) >= 0)))
      return c.json({ error: "'balance' is the card's amount in minor units of its currency" }, 400);
    if (
      !(currencyCode === undefined || (typeof currencyCode === 'string' && /^[A-Z]{3}$/.test(currencyCode)))
    )
      return c.json({ error: "'currencyCode' is a currency code such as SEK" }, 400);
    if (!(error === undefined || error === null || typeof error === 'string'))
      return c.json({ error: "'error' is a server message or null" }, 400);
    if (balance !== undefined) card.balance = balance as number;
    if (currencyCode !== undefined) card.currencyCode = currencyCode as string;
    if (error === null) delete card.error;
    else if (error !== undefined) card.error = error;
    return c.json({ giftCard: card });
  });
  // QA arranges what a live cart may be paid with, as another store group or country would configure it:
  // `{ "paymentProviders": ["PayPal"] }`, or `null` for a cart without capabilities. The cart's checkout
  // reads the session as it is then; nothing else of the cart changes.
  app.put('/__mock/sessions/:token/payment-providers', async (c) => {
    const session = c.var.store.runtime.sessions[c.req.param('token')];
    if (!session) return c.json({ error: `No session ${c.req.param('token')}` }, 404);
    const body = (await c.req.json().catch(() => null)) as { paymentProviders?: unknown } | null;
    const providers = body?.paymentProviders;
    const isList = Array.isArray(providers) && providers.every((name) => typeof name === 'string');
    if (!body || !(providers === null || isList))
      return c.json({ error: "'paymentProviders' is required, a list of names or null" }, 400);
    const { capabilities: _old, ...cart } = session.cart;
    session.cart =
      providers === null
        ? cart
        : {
            ...cart,
            capabilities: {
              shippingProviders: [{ name: 'Standard' }],
              giftCardProviders: [{ name: 'Retain24' }],
              ...session.cart.capabilities,
              paymentProviders: (providers as string[]).map((name) => ({ name })),
            },
          };
    return c.json({ cart: session.cart });
  });
  // The backend's clock, moved on for QA (a budget's month passes, issue 33): `{ at }` sets it to an instant,
  // `{ advanceMs }` moves it on. Tokens expire on it too. Reset sets it back.
  app.get('/__mock/clock', (c) => c.json({ now: c.var.store.clock().toISOString() }));
  app.post('/__mock/clock', async (c) => {
    const { store } = c.var;
    const body = (await c.req.json().catch(() => null)) as { at?: unknown; advanceMs?: unknown } | null;
    const at = typeof body?.at === 'string' ? Date.parse(body.at) : Number.NaN;
    const advance = body?.advanceMs;
    if (!Number.isNaN(at)) store.clockOffsetMs += at - store.clock().getTime();
    else if (typeof advance === 'number' && Number.isFinite(advance)) store.clockOffsetMs += advance;
    else return c.json({ error: "Give 'at' (an ISO instant) or 'advanceMs' (a number)" }, 400);
    return c.json({ now: store.clock().toISOString() });
  });
  app.get('/__mock/faults', (c) => c.json({ faults: c.var.store.faults }));
  app.post('/__mock/faults', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Omit<Fault, 'id'> | null;
    if (
      !body ||
      typeof body.route !== 'string' ||
      !/^(\*|GET|POST|PUT|PATCH|DELETE) \/\S*$/.test(body.route)
    ) {
      return c.json({ error: "'route' is required, as 'METHOD /path'" }, 400);
    }
    const fault: Fault = { ...body, id: c.var.store.nextId('fault') };
    c.var.store.faults.push(fault);
    return c.json({ fault }, 201);
  });
  app.delete('/__mock/faults', (c) => {
    c.var.store.faults = [];
    return c.json({ ok: true });
  });
}

/** Finds the first fault for this request and counts it down; exhausted faults are dropped. */
export function takeFault(
  store: Store,
  method: string,
  pathname: string,
  template?: string,
): Fault | undefined {
  const fault = store.faults.find((candidate) => {
    const [faultMethod, faultPath] = candidate.route.split(' ');
    const methodMatches = faultMethod === '*' || faultMethod === method;
    return methodMatches && (faultPath === pathname || faultPath === template);
  });
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) store.faults = store.faults.filter((other) => other !== fault);
  }
  return fault;
}
