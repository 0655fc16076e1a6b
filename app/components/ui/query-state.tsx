import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'
import { Button } from './button'

interface QueryLike<Data> {
  isPending: boolean
  isError: boolean
  data: Data | undefined
  refetch: () => unknown
}

/** What a section shows of the query it reads: a loading line, its failure said with a retry, or its content. */
export function QueryState<Data>({
  query,
  failed,
  children,
}: {
  query: QueryLike<Data>
  /** The failure, in the section's own words. */
  failed: string
  children: (data: Data) => ReactNode
}) {
  if (query.isPending) return <p role="status">{m.loading()}</p>
  if (query.isError || query.data === undefined) {
    return (
      <div role="alert">
        <p>{failed}</p>
        <Button type="button" data-variant="secondary" onClick={() => void query.refetch()}>
          {m.error_retry()}
        </Button>
      </div>
    )
  }
  return children(query.data)
}
