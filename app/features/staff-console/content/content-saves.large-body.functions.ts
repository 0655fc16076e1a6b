import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { contentVersion } from '~/api/contract/content-editing'
import { contractInput } from '~/api/contract-input'
import { staffApi } from '../staff-api.server'
import { creatableKind, editing, type Fields, fields, item } from './content-kind-calls'

// The saves of an item's fields: a news body, a page or a product's description in five languages can be megabytes,
// which only functions of a `*.large-body.functions.ts` file may send (server-function-id.ts, decision 24).

export const createContentItem = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ kind: creatableKind, fields })))
  .handler(({ data }) => actionOutcome(() => staffApi(editing(data.kind).create, { body: data.fields as Fields })))

export const saveContentDraft = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...item, version: contentVersion, fields })))
  .handler(({ data: { kind, id, version, fields } }) =>
    actionOutcome(() => staffApi(editing(kind).saveDraft, { params: { id }, body: { version, fields: fields as Fields } })),
  )
