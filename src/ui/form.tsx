// The shop's form: react-aria's form contexts with values that stay the same from render to render. React-aria's own
// `Form` gives its fields a new context value in every render (its props, and `validationErrors ?? {}`), so every
// field of a form rendered again, twice (a new errors object restarts a field's server-error state), on each input of
// any field, past the fields' memo (decision 080).
import { type FormHTMLAttributes, type SubmitEvent, useLayoutEffect, useRef, useState } from 'react';
import { FormContext, FormValidationContext } from 'react-aria-components';

/** The fields show the messages their machine gives (`aria`): no browser bubbles, no server errors from the form. */
const ariaValidation = { validationBehavior: 'aria' } as const;
const noServerErrors = Object.freeze({});

/** The first field marked invalid that the keyboard can reach (not a picker's hidden native select). */
const firstInvalidField = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].find(
    (field) => field.tabIndex >= 0 && !field.closest('[aria-hidden="true"]'),
  );

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The form was sent (Enter in a field or its submit button); the page stays, the machine decides. */
  onSubmit: () => void;
}

export function Form({ children, onSubmit, ...props }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);
  // A submit its machine refused leaves the focus on the first field it marked, as a browser does with its own
  // validation: the keyboard and a screen reader start at the message, not on the button.
  useLayoutEffect(() => {
    if (submits > 0 && ref.current) firstInvalidField(ref.current)?.focus();
  }, [submits]);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
    setSubmits((count) => count + 1);
  };
  return (
    <form ref={ref} noValidate {...props} onSubmit={submit}>
      <FormContext.Provider value={ariaValidation}>
        <FormValidationContext.Provider value={noServerErrors}>{children}</FormValidationContext.Provider>
      </FormContext.Provider>
    </form>
  );
}
