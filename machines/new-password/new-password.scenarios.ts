import type { MachineScenarios } from '../scenarios';
import { newPasswordErrors, type newPasswordMachine } from './new-password.machine';

export const newPasswordScenarios: MachineScenarios<typeof newPasswordMachine> = {
  contextKey: (context) => ({
    errors: newPasswordErrors(context.password, context.confirm),
    shown: context.fieldErrors,
    failed: context.errorMessage !== null,
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
      done: [{ output: { message: 'Password updated' } }],
      error: [
        { message: '', body: { details: 'link expired' } },
        { message: 'Password service unavailable' },
      ],
    },
  },
};
