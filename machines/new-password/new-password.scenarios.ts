import type { MachineScenarios } from '../scenarios';
import { newPasswordErrors, type newPasswordMachine } from './new-password.machine';

export const newPasswordScenarios: MachineScenarios<typeof newPasswordMachine> = {
  contextKey: (context) => ({
    errors: newPasswordErrors(context.password, context.confirm),
    shown: context.fieldErrors,
    failed: context.errorMessage !== null,
    errorKey: context.errorKey,
  }),
  events: {
    'newPassword.change': [
      { type: 'newPassword.change', field: 'password', value: 'Vinter2026!x' },
      { type: 'newPassword.change', field: 'password', value: 'short1' },
      { type: 'newPassword.change', field: 'confirm', value: 'Vinter2026!x' },
    ],
    'newPassword.submit': [{ type: 'newPassword.submit' }],
  },
  actors: {
    resetPassword: {
      done: [
        { output: { message: 'Password updated' } },
        { output: { details: 'link expired' }, description: 'A 200 carrying details: the error it names.' },
        { output: { details: 'Password service unavailable' }, description: 'A 200 with other details.' },
        {
          output: {},
          description: "A 200 (or a 204) without message or details: 'somethingWentWrong'.",
        },
      ],
      error: [
        { message: '', body: { details: 'link expired' } },
        { message: 'Password service unavailable' },
        { message: '', description: "A failure without a text: 'somethingWentWrong'." },
      ],
    },
  },
};
