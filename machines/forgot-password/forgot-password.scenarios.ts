import type { MachineScenarios } from '../scenarios';
import { emailPattern } from '../shared/rules';
import type { forgotPasswordMachine } from './forgot-password.machine';

export const forgotPasswordScenarios: MachineScenarios<typeof forgotPasswordMachine> = {
  contextKey: (context) => ({
    valid: emailPattern.test(context.email.trim()),
    fieldError: context.fieldError,
    failed: context.errorMessage !== null,
    errorKey: context.errorKey,
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
      done: [
        { output: { message: 'Reset password link created' } },
        {
          output: { details: 'email not verified' },
          description: 'A 200 carrying details: the error it names.',
        },
        {
          output: { details: 'email not found' },
          description: 'A 200 carrying details: the error it names.',
        },
        {
          output: { details: 'Mail service unavailable' },
          description: 'A 200 with other details: no link.',
        },
        {
          output: {},
          description: "A 200 (or a 204) without message or details: no link, 'somethingWentWrong'.",
        },
      ],
      error: [
        { message: '', body: { details: 'email not verified' } },
        { message: '', body: { details: 'email not found' } },
        { message: 'Mail service unavailable' },
        { message: '', description: "A failure without a text: 'somethingWentWrong'." },
      ],
    },
    resendResetLink: {
      done: [
        { output: { message: 'Reset password link created' } },
        { output: { details: 'Mail service unavailable' }, description: 'A 200 carrying details: no link.' },
      ],
      error: [{ message: 'Mail service unavailable' }],
    },
    createVerifyLink: {
      done: [
        { output: { message: 'Email verification link created' } },
        { output: { details: 'user not found' }, description: 'A 200 carrying details: no link.' },
      ],
      error: [{ message: 'Mail service unavailable' }],
    },
  },
};
