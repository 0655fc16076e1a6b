import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { redirectEndpoints as api } from '~/api/contract/redirect-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { notFoundAsNull } from '../not-found-as-null.server'
import { staffApi } from '../staff-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally (see inquiries.functions).

const redirectParams = schemaOf(api.redirectDetail.params)

export const listRedirects = createServerFn({ method: 'GET' })
  .validator(contractInput(schemaOf(api.redirectList.query)))
  .handler(({ data }) => staffApi(api.redirectList, { query: data }))

export const getRedirect = createServerFn({ method: 'GET' })
  .validator(contractInput(redirectParams))
  .handler(({ data }) => notFoundAsNull(() => staffApi(api.redirectDetail, { params: data })))

export const redirectFromPage = createServerFn({ method: 'GET' })
  .validator(contractInput(schemaOf(api.redirectFromPage.query)))
  .handler(({ data }) => actionOutcome(() => staffApi(api.redirectFromPage, { query: data })))

export const createRedirect = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(api.createRedirect.body)))
  .handler(({ data }) => actionOutcome(() => staffApi(api.createRedirect, { body: data })))

export const updateRedirect = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...redirectParams.entries, ...schemaOf(api.updateRedirect.body).entries })))
  .handler(({ data: { id, ...body } }) => actionOutcome(() => staffApi(api.updateRedirect, { params: { id }, body })))

export const deleteRedirect = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...redirectParams.entries, ...schemaOf(api.deleteRedirect.query).entries })))
  .handler(({ data: { id, version } }) =>
    actionOutcome(() => staffApi(api.deleteRedirect, { params: { id }, query: { version } })),
  )
