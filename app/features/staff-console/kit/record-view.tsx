import type { ReactNode } from 'react'
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from './console-states'

/** The parts of one record's query (TanStack Query's result) the page shows: the record is null when there is none. */
interface RecordQuery<Item> {
  isError: boolean
  error: unknown
  refetch: () => unknown
  data: Item | null | undefined
}

interface RecordViewProps<Item> {
  query: RecordQuery<Item>
  /** The way back to the list, above the record and above its failure or absence (not while it loads). */
  back: ReactNode
  notFound: string
  children: (record: Item) => ReactNode
}

/** A record's page: its failure (with a retry), loading or not-found state, else the record, under the way back. */
export function RecordView<Item>({ query, back, notFound, children }: RecordViewProps<Item>) {
  if (query.isError)
    return (
      <>
        {back}
        <ConsoleError error={query.error} onRetry={() => query.refetch()} />
      </>
    )
  if (query.data === undefined) return <ConsoleLoading />
  const record = query.data
  if (!record)
    return (
      <>
        {back}
        <ConsoleEmpty>{notFound}</ConsoleEmpty>
      </>
    )
  return (
    <>
      {back}
      {children(record)}
    </>
  )
}
