import { screen, within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import { flowById } from '../../machines/index';
import type {
  MyInformationContext,
  MyInformationValues,
} from '../../machines/my-information/my-information.machine';
import { autofill } from '../support/paste-value';
import { expectPhoneVerdicts } from '../support/phone-verdict';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { modelTest, type StepContext } from './harness';

const email = 'consumer@statefront.test';
const card = () => screen.getByRole('region', { name: 'Personuppgifter' });
const form = () => card().querySelector('form') as HTMLFormElement;
const save = () => within(form()).getByRole('button', { name: /^Spara/ });
const labels: Record<'first_name' | 'last_name' | 'street' | 'zip_code' | 'city' | 'phone_number', string> = {
  first_name: 'Förnamn',
  last_name: 'Efternamn',
  street: 'Gatuadress',
  zip_code: 'Postnummer',
  city: 'Ort',
  phone_number: 'Telefonnummer (valfritt)',
};
const checkboxes = { allow_email: 'E-post', allow_sms: 'SMS', allow_postal: 'Post' };
const phoneMessage = 'Ange ett giltigt telefonnummer med landsnummer, t.ex. +46701234567';

const contextOf = ({ snapshot }: StepContext) => snapshot.context as MyInformationContext;
const text = (name: keyof typeof labels) =>
  within(form()).getByRole('textbox', { name: labels[name] }) as HTMLInputElement;

function expectForm(context: MyInformationContext) {
  for (const name of Object.keys(labels) as (keyof typeof labels)[])
    expect(text(name).value, name).toBe(context.values[name]);
  for (const [name, label] of Object.entries(checkboxes))
    expect((within(form()).getByRole('checkbox', { name: label }) as HTMLInputElement).checked, name).toBe(
      context.values[name as keyof typeof checkboxes],
    );
  const email = within(form()).getByRole('textbox', { name: 'E-post' }) as HTMLInputElement;
  expect(email.readOnly).toBe(true);
  expect(within(form()).queryAllByText(phoneMessage).length > 0).toBe(
    Boolean(context.fieldErrors.phone_number),
  );
  expectPhoneVerdicts(context, [context.values.phone_number]);
}

// The lazily loaded parts are compiled once before the paths run, not inside the first path's time limit.
beforeAll(async () => {
  await Promise.all([import('../../src/ui/phone-field')]);
}, 60_000);

signOutAfterEach();

modelTest({
  flow: flowById('my-information')!,
  url: '/my-account/information/',
  actorRoutes: { updateUser: 'POST /api/enad/update-user/' },
  prepare: (backend) => signIn(backend, email),
  ready: async () => {
    await screen.findByRole('region', { name: 'Personuppgifter' });
    await screen.findByRole('textbox', { name: labels.phone_number });
  },
  arrangeOutcome: (event, { backend }) => {
    // A reply the backend does not give for this data (no e-mail): produced as such.
    if (event.type === 'xstate.done.actor.updateUser' && !(event.output as { email?: string }).email)
      backend.store.faults.push({
        id: 'answer',
        route: 'POST /api/enad/update-user/',
        status: 200,
        body: {},
        times: 1,
      });
  },
  events: {
    'profile.change': async (event, { user }) => {
      const entries = Object.entries(event.values as Partial<MyInformationValues>);
      // The text fields as a browser's autofill fills them, then the checkboxes.
      autofill(
        entries.flatMap(([name, value]) =>
          typeof value === 'boolean' ? [] : [[text(name as keyof typeof labels), value as string]],
        ),
      );
      for (const [name, value] of entries) {
        if (typeof value !== 'boolean') continue;
        const box = within(form()).getByRole('checkbox', {
          name: checkboxes[name as keyof typeof checkboxes],
        });
        if ((box as HTMLInputElement).checked !== value) await user.click(box);
      }
    },
    'profile.submit': async (_event, { user }) => {
      await user.click(save());
    },
  },
  states: {
    editing: (context) => {
      expectForm(contextOf(context));
      expect(within(card()).queryByRole('alert')).toBeNull();
      expect(within(card()).queryByText('Dina uppgifter har sparats.')).toBeNull();
    },
    saving: () => {
      expect(save().getAttribute('data-pending')).toBe('true');
    },
    saved: (context) => {
      const { values } = contextOf(context);
      expect(within(card()).getByRole('status').textContent).toBe('Dina uppgifter har sparats.');
      const stored = context.backend.store.data.users.find((entry) => entry.email === email);
      expect(stored).toMatchObject({
        address: { street: values.street, zip_code: values.zip_code, city: values.city },
        phone_number: values.phone_number,
        communication_preferences: {
          allow_email: values.allow_email,
          allow_sms: values.allow_sms,
          allow_postal: values.allow_postal,
        },
      });
    },
    failed: (context) => {
      const { errorMessage } = contextOf(context);
      const alert = within(card()).getByRole('alert');
      expect(alert.textContent).toBe(`Dina uppgifter kunde inte sparas.${errorMessage ?? 'Försök igen.'}`);
      expectForm(contextOf(context));
    },
  },
});
