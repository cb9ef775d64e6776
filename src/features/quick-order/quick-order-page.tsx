import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { memo, useCallback, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import type { LineVerdict, QuickOrderLine } from '../../../machines/quick-order/quick-order.rules';
import { validItemsOf } from '../../../machines/quick-order/quick-order.rules';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney } from '../../lib/money';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { TextArea } from '../../ui/text-area';
import { cartRefusalText } from '../cart/order-lines';
import { useMarkets } from '../markets/use-market';
import { useQuickOrderFlow } from './quick-order.flow';
import * as styles from './quick-order-page.css';

/** A line's verdict in the shopper's language: what was found, or what is wrong. */
export function verdictText(t: TFunction<'shop'>, verdict: LineVerdict, locale: string): string {
  if (!verdict.ok) {
    const { article } = verdict;
    return t(`quickOrder.problems.${verdict.problem}`, { stock: article?.stock, limit: article?.orderLimit });
  }
  const { article } = verdict;
  const price = article.price ? formatMoney(article.price.amount, article.price.currency, locale) : '';
  return [article.name, article.variant, price, t('quickOrder.stock', { count: article.stock })]
    .filter(Boolean)
    .join(' · ');
}

interface RowProps {
  t: TFunction<'shop'>;
  line: QuickOrderLine;
  number: number;
  locale: string;
  onEdit: (id: string, sku: string, quantity: string) => void;
  onRemove: (id: string) => void;
}

// Memoised: a keystroke in one of 500 rows renders that row only (the machine keeps the others' objects).
// The texts come from the page: a translation hook per row costs more than the row itself.
const Row = memo(function Row({ t, line, number, locale, onEdit, onRemove }: RowProps) {
  const refused = line.verdict !== null && !line.verdict.ok;
  const verdictId = `${line.id}-verdict`;
  return (
    <li className={styles.row} aria-label={t('quickOrder.rowLabel', { number })}>
      <span className={styles.number} aria-hidden>
        {t('quickOrder.rowLabel', { number })}
      </span>
      <input
        className={`${styles.rowInput} ${styles.sku}`}
        aria-label={t('quickOrder.skuOfRow', { number })}
        aria-invalid={refused}
        aria-describedby={line.verdict ? verdictId : undefined}
        value={line.sku}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onEdit(line.id, event.target.value, line.quantity)}
      />
      <input
        className={`${styles.rowInput} ${styles.quantity}`}
        aria-label={t('quickOrder.quantityOfRow', { number })}
        aria-invalid={refused && line.verdict?.ok === false && line.verdict.problem === 'badQuantity'}
        inputMode="numeric"
        value={line.quantity}
        autoComplete="off"
        onChange={(event) => onEdit(line.id, line.sku, event.target.value)}
      />
      <button
        type="button"
        className={styles.removeButton}
        aria-label={t('quickOrder.removeRow', { number })}
        onClick={() => onRemove(line.id)}
      >
        <CloseIcon size={16} />
      </button>
      {line.verdict && (
        <p id={verdictId} className={refused ? styles.refused : styles.verdict}>
          {verdictText(t, line.verdict, locale)}
        </p>
      )}
    </li>
  );
});

/** /{country}/quick-order/: the quick-order machine, its rows, the paste field and the CSV upload. */
export function QuickOrderPage() {
  const { t } = useTranslation('shop');
  const { current: market } = useMarkets();
  const [pasted, setPasted] = useState('');
  const actor = useQuickOrderFlow({ onLinesAdded: () => setPasted('') });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { lines, added, problem } = state.context;
  const isBusy = state.hasTag('busy');
  const judged = lines.filter((line) => line.verdict !== null);
  const valid = validItemsOf(lines).length;
  const canAdd = state.can({ type: 'quickOrder.addAll' });
  const onEdit = useCallback(
    (id: string, sku: string, quantity: string) => actor.send({ type: 'quickOrder.edit', id, sku, quantity }),
    [actor],
  );
  const onRemove = useCallback((id: string) => actor.send({ type: 'quickOrder.removeRow', id }), [actor]);

  return (
    <section className={styles.page} aria-labelledby="quick-order-heading" aria-busy={isBusy}>
      <h1 id="quick-order-heading">{t('quickOrder.title')}</h1>
      <p className={styles.intro}>{t('quickOrder.intro')}</p>

      <form
        className={styles.paste}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'quickOrder.paste', text: pasted });
        }}
      >
        <TextArea
          label={t('quickOrder.pasteLabel')}
          description={t('quickOrder.pasteHint')}
          value={pasted}
          onChange={setPasted}
          rows={4}
          isDisabled={isBusy}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" isDisabled={isBusy}>
            {t('quickOrder.read')}
          </Button>
          <FileTrigger
            acceptedFileTypes={['.csv', 'text/csv', 'text/plain']}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) void file.text().then((text) => actor.send({ type: 'quickOrder.upload', text }));
            }}
          >
            <Button variant="secondary" isDisabled={isBusy}>
              {t('quickOrder.upload')}
            </Button>
          </FileTrigger>
        </div>
      </form>

      {problem && (
        <Alert variant="danger">
          {problem.kind === 'addFailed'
            ? t('quickOrder.addFailed', { reason: cartRefusalText(t, problem.message) })
            : t(`quickOrder.${problem.kind}`)}
        </Alert>
      )}
      {added && (
        <Alert
          variant="success"
          title={t('quickOrder.added', { count: added.lines, pieces: added.pieces })}
          description={judged.length > 0 ? t('quickOrder.refusedLeft') : undefined}
        />
      )}
      {state.matches({ form: 'checked' }) && (
        <p role="status">{t('quickOrder.summary', { valid, count: judged.length })}</p>
      )}

      {/* One disabled fieldset while a call runs, rather than 1,500 disabled controls to render twice. */}
      <fieldset className={styles.fieldset} disabled={isBusy}>
        <legend className={styles.legend}>{t('quickOrder.rows')}</legend>
        <ul className={styles.rows} aria-label={t('quickOrder.rows')}>
          {lines.map((line, index) => (
            <Row
              key={line.id}
              t={t}
              line={line}
              number={index + 1}
              locale={market.engageLocale}
              onEdit={onEdit}
              onRemove={onRemove}
            />
          ))}
        </ul>
      </fieldset>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isDisabled={isBusy}
          onPress={() => actor.send({ type: 'quickOrder.addRow' })}
        >
          {t('quickOrder.addRow')}
        </Button>
        <Button
          variant="secondary"
          isDisabled={isBusy}
          isPending={state.matches('checking')}
          pendingLabel={t('quickOrder.checking')}
          onPress={() => actor.send({ type: 'quickOrder.check' })}
        >
          {t('quickOrder.check')}
        </Button>
        <Button
          variant="primary"
          isDisabled={!canAdd}
          isPending={state.matches('adding')}
          pendingLabel={t('quickOrder.adding')}
          onPress={() => actor.send({ type: 'quickOrder.addAll' })}
        >
          {t('quickOrder.addAll')}
        </Button>
      </div>
    </section>
  );
}
