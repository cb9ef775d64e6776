import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { useMarkets } from '../markets/use-market';
import { storyQueryOptions } from './content.queries';
import * as styles from './content-page.css';
import { storyVersion } from './preview-mode';
import { RichText } from './rich-text';

/** Terms and privacy policy: the market's story from the content service, its name as the heading. */
export function ContentPage({ page }: { page: 'terms' | 'integrity' }) {
  const api = useApi();
  const { current } = useMarkets();
  const { data: story } = useSuspenseQuery(
    storyQueryOptions(api, `${current.enadMarket}/${page}`, storyVersion()),
  );
  return (
    <article className={styles.article} lang={story.lang}>
      <h1>{story.name}</h1>
      {story.content.blocks.map((block, index) =>
        block.component === 'richText' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no ids; their order is their identity
          <RichText key={index} doc={block.body} />
        ) : null,
      )}
    </article>
  );
}
