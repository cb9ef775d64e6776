import type { MockApp } from '../app.ts';
import { type ThrottleKey, tooManyRequests } from '../throttle.ts';
import { apiError, bodyOf } from './respond.ts';

export function newsletterRoutes(app: MockApp) {
  app.post('/api/newsletter/subscribe/', (c) => {
    const { store } = c.var;
    const body = bodyOf<{ email: string; listId: string; source?: string }>(c);
    // Each signup mails the address: at most a few per address and per client (throttle.ts).
    const { throttle } = c.var;
    const keys: ThrottleKey[] = [
      ['newsletterPerAddress', body.email.trim()],
      ['newsletterPerClient', throttle.clientOf(c)],
    ];
    const wait = throttle.waitSeconds(store, keys);
    if (wait) return tooManyRequests(c, wait);
    throttle.count(store, keys);
    if (body.listId !== store.data.settings.newsletterListId)
      return apiError(c, 404, 'Newsletter list not found');
    const email = body.email.toLowerCase();
    const now = store.clock().toISOString();
    const consent = {
      id: store.nextId('consent'),
      value: true,
      date: now,
      source: body.source ?? 'web',
      comment: 'Subscribed through the newsletter block',
    };
    const existing = store.data.newsletter.find(
      (entry) => entry.email === email && entry.listId === body.listId,
    );
    if (existing) existing.consent = consent;
    else store.data.newsletter.push({ email, listId: body.listId, consent });
    store.data.mailbox.push({
      id: store.nextId('mail'),
      to: email,
      subject: 'Confirm your newsletter subscription',
      text: 'Thank you for subscribing to the Statefront newsletter.',
      date: now,
    });
    return c.json({ message: 'Subscribed', consent });
  });
}
