import type { MachineScenarios } from '../scenarios';
import { emailPattern } from '../shared/rules';
import type { forgotPasswordMachine } from './forgot-password.machine';

export const forgotPasswordScenarios: MachineScenarios<typeof forgotPasswordMachine> = {
  contextKey: (context) => ({
    valid: emailPattern.test(context.email.trim()),
    fieldError: context.fieldError,
    failed: context.errorMessage !== null,
  }),
  events: {
    'forgotPassword.change': [
      { type: 'forgotPassword.change', email: 'consumer@statefront.test' },
      { type: 'forgotPassword.change', email: 'consumer@' },
    ],
    'forgotPassword.submit': [{ type: 'forgotPassword.submit' }],
    'forgotPassword.resend': [{ type: 'forgotPassword.resend' }],
    'forgotPassword.sendVerification': [{ type: 'forgotPassword.sendVerification' }],
    'forgotPassword.restart': [{ type: 'forgotPassword.restart' }],
  },
  actors: {
    createResetLink: {
      done: [{ output: { message: 'Reset password link created' } }],
      error: [
        { message: '', body: { details: 'email not verified' } },
        { message: '', body: { details: 'email not found' } },
        { message: 'Mail service unavailable' },
      ],
    },
    resendResetLink: {
      done: [{ output: { message: 'Reset password link created' } }],
      error: [{ message: 'Mail service unavailable' }],
    },
    createVerifyLink: {
      done: [{ output: { message: 'Email verification link created' } }],
      error: [{ message: 'Mail service unavailable' }],
    },
  },
};
