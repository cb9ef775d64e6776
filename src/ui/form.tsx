// The shop's form: react-aria's form contexts with values that stay the same from render to render. React-aria's own
// `Form` gives its fields a new context value in every render (its props, and `validationErrors ?? {}`), so every
// field of a form rendered again, twice (a new errors object restarts a field's server-error state), on each input of
// any field, past the fields' memo (decision 080).
import type { FormHTMLAttributes } from 'react';
import { FormContext, FormValidationContext } from 'react-aria-components';

/** The fields show the messages their machine gives (`aria`): no browser bubbles, no server errors from the form. */
const ariaValidation = { validationBehavior: 'aria' } as const;
const noServerErrors = Object.freeze({});

export function Form({ children, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  return (
    <form noValidate {...props}>
      <FormContext.Provider value={ariaValidation}>
        <FormValidationContext.Provider value={noServerErrors}>{children}</FormValidationContext.Provider>
      </FormContext.Provider>
    </form>
  );
}
