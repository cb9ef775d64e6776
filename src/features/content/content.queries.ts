import { queryOptions } from '@tanstack/react-query';
import type { operations } from '../../../openapi/app.gen';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { editorHeaders } from './preview-mode';

type StoryVersion = NonNullable<operations['getStory']['parameters']['query']['version']>;

/**
 * A story of the content service by path (`se/home`); the preview syncer invalidates ['content', path]. A draft
 * is read with the editor's preview token.
 */
export const storyQueryOptions = (api: ApiClients, path: string, version: StoryVersion) =>
  queryOptions({
    queryKey: ['content', path, version],
    queryFn: () =>
      callData(
        api.app.GET('/api/content/stories/', {
          params: { query: { path, version } },
          headers: version === 'draft' ? editorHeaders() : {},
        }),
      ),
    staleTime: 5 * 60_000,
  });
