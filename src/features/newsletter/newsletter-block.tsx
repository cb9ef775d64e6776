import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useHydrated } from '../../lib/use-hydrated';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import { useNewsletterFlow } from './newsletter.flow';
import * as styles from './newsletter-block.css';

/** The newsletter block of the market home: renders the newsletter machine. */
export function NewsletterBlock() {
  const { t } = useTranslation('shop', { useSuspense: true });
  const headingId = useId();
  const actor = useNewsletterFlow();
  const hydrated = useHydrated();
  const state = useSelector(actor, (snapshot) => ({
    email: snapshot.context.email,
    fieldError: snapshot.context.fieldError,
    errorMessage: snapshot.context.errorMessage,
    isBusy: snapshot.hasTag('busy'),
    isSuccess: snapshot.hasTag('success'),
    isError: snapshot.hasTag('error'),
  }));

  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <h2 id={headingId} className={styles.heading}>
        {t('newsletter.heading')}
      </h2>
      {state.isSuccess ? (
        <Alert variant="success" role="status">
          {t('newsletter.success')}
        </Alert>
      ) : (
        <>
          <p className={styles.intro}>{t('newsletter.intro')}</p>
          {state.isError && <Alert variant="danger">{state.errorMessage ?? t('newsletter.failure')}</Alert>}
          <Form className={styles.form} onSubmit={() => actor.send({ type: 'newsletter.submit' })}>
            <TextField
              className={styles.field}
              label={t('newsletter.emailLabel')}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t('newsletter.emailPlaceholder')}
              value={state.email}
              onChange={(email) => actor.send({ type: 'newsletter.change', email })}
              errorMessage={state.fieldError ? t(`newsletter.${state.fieldError}`) : undefined}
              isDisabled={!hydrated}
            />
            <div className={styles.submitRow}>
              <Button
                type="submit"
                isPending={state.isBusy}
                isDisabled={!hydrated}
                pendingLabel={t('shell.loading')}
              >
                {t('newsletter.submit')}
              </Button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
