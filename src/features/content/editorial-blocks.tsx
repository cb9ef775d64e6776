import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useApi } from '../../api/api-context';
import { Skeleton } from '../../ui/skeleton';
import { useMarkets } from '../markets/use-market';
import { storyQueryOptions } from './content.queries';
import * as styles from './editorial-blocks.css';
import { storyVersion } from './preview-mode';

// The blocks' views load while the story loads (started on mount), not after it: no waterfall.
const loadBlockList = () => import('./editorial-block-list');
const EditorialBlockList = lazy(() =>
  loadBlockList().then((module) => ({ default: module.EditorialBlockList })),
);

// The blocks' place is reserved at their usual height per screen width (styles.reserved), so nothing below
// moves when they arrive.
const blocksSkeleton = <Skeleton className={styles.skeleton} height="100%" />;

/**
 * The editorial blocks of the market home (story `{country}/home`). They never hold up the first paint:
 * a skeleton stands in while the story loads, and nothing shows if it fails.
 */
export function EditorialBlocks() {
  const api = useApi();
  const { current } = useMarkets();
  const story = useQuery(storyQueryOptions(api, `${current.enadMarket}/home`, storyVersion()));
  useEffect(() => {
    void loadBlockList();
  }, []);
  if (!story.isPending && !story.data) return null;
  return (
    <div className={styles.reserved}>
      {story.data ? (
        <Suspense fallback={blocksSkeleton}>
          <EditorialBlockList blocks={story.data.content.blocks} />
        </Suspense>
      ) : (
        blocksSkeleton
      )}
    </div>
  );
}
