import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PostType } from '~/api/contract/posts'
import { consoleQueryKey } from '../console-queries'
import type { PostListQuery } from './post-search'

const functions = () => import('./posts.functions')

export const postsKey = [...consoleQueryKey, 'posts'] as const

/** Every query about one item (its detail, revisions): what a change to it refreshes. */
export const postItemKey = (type: PostType, id: number) => [...postsKey, type, 'item', id] as const

export const postListQuery = (type: PostType, query: PostListQuery) =>
  queryOptions({
    queryKey: [...postsKey, type, 'list', query],
    queryFn: async () => (await functions()).listPosts({ data: { type, query } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** The item as the editor works on it. Never refetched by itself: the editor's form is built on this read's version. */
export const postDetailQuery = (type: PostType, id: number) =>
  queryOptions({
    queryKey: [...postItemKey(type, id), 'detail'],
    queryFn: async () => (await functions()).getPost({ data: { type, id } }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })

export const postRevisionsQuery = (type: PostType, id: number) =>
  queryOptions({
    queryKey: [...postItemKey(type, id), 'revisions'],
    queryFn: async () => (await functions()).listPostRevisions({ data: { type, id } }),
    staleTime: 0,
  })

export const postRevisionQuery = (type: PostType, id: number, revision: number) =>
  queryOptions({
    queryKey: [...postItemKey(type, id), 'revision', revision],
    queryFn: async () => (await functions()).getPostRevision({ data: { type, id, revision } }),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The post categories of every type (few; the editor picks from its type's). */
export const postCategoriesQuery = () =>
  queryOptions({
    queryKey: [...postsKey, 'categories'],
    queryFn: async () => (await functions()).listPostCategories(),
    staleTime: 60_000,
  })
