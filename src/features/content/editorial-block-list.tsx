// The market home's editorial blocks as elements; loaded beside the story (editorial-blocks.tsx), so the
// home's first paint carries none of this code.

import type { components } from '../../../openapi/app.gen';
import { useTranslation } from '../../i18n/use-translation';
import * as styles from './editorial-blocks.css';
import { RichText, safeHref } from './rich-text';

type Block = components['schemas']['Block'];

function HeroBlock({ block }: { block: Extract<Block, { component: 'hero' }> }) {
  const href = safeHref(block.linkHref);
  return (
    <div className={styles.hero}>
      <h2 className={styles.heroTitle}>{block.title}</h2>
      {block.text && <p className={styles.heroText}>{block.text}</p>}
      {href && block.linkLabel && (
        <a className={styles.heroLink} href={href}>
          {block.linkLabel}
        </a>
      )}
    </div>
  );
}

function EditorialBlock({ block }: { block: Block }) {
  const { t } = useTranslation();
  switch (block.component) {
    case 'hero':
      return <HeroBlock block={block} />;
    case 'uspList':
      return (
        <ul className={styles.usps} aria-label={t('content.uspListLabel')}>
          {block.items.map((item) => (
            <li key={item} className={styles.usp}>
              {item}
            </li>
          ))}
        </ul>
      );
    case 'richText':
      return <RichText doc={block.body} />;
    default:
      // A block this version of the shop does not know yet.
      return null;
  }
}

export function EditorialBlockList({ blocks }: { blocks: Block[] }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no ids; their order is their identity
        <EditorialBlock key={index} block={block} />
      ))}
    </div>
  );
}
