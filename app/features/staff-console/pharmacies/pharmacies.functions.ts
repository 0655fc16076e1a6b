import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { pharmacyEditingEndpoints as editing } from '~/api/contract/pharmacy-editing-endpoints'
import { pharmacyRestoreEndpoints as restore } from '~/api/contract/pharmacy-restore-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { notFoundAsNull } from '../not-found-as-null.server'
import { staffApi } from '../staff-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally (see inquiries.functions).

const pharmacyParams = schemaOf(editing.pharmacyDetail.params)

export const listPharmacies = createServerFn({ method: 'GET' })
  .validator(contractInput(schemaOf(editing.pharmacyList.query)))
  .handler(({ data }) => staffApi(editing.pharmacyList, { query: data }))

export const getPharmacy = createServerFn({ method: 'GET' })
  .validator(contractInput(pharmacyParams))
  .handler(({ data }) => notFoundAsNull(() => staffApi(editing.pharmacyDetail, { params: data })))

export const getPharmacyProductChoices = createServerFn({ method: 'GET' }).handler(() =>
  staffApi(editing.pharmacyProductChoices, {}),
)

export const createPharmacy = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(editing.createPharmacy.body)))
  .handler(({ data }) => actionOutcome(() => staffApi(editing.createPharmacy, { body: data })))

export const updatePharmacy = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...pharmacyParams.entries, ...schemaOf(editing.updatePharmacy.body).entries })))
  .handler(({ data: { id, ...body } }) => actionOutcome(() => staffApi(editing.updatePharmacy, { params: { id }, body })))

export const deletePharmacy = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...pharmacyParams.entries, ...schemaOf(editing.deletePharmacy.query).entries })))
  .handler(({ data: { id, version } }) =>
    actionOutcome(() => staffApi(editing.deletePharmacy, { params: { id }, query: { version } })),
  )

/** The lists kept before a replacing import or a restore, newest first. */
export const listPharmacyRestorePoints = createServerFn({ method: 'GET' }).handler(() =>
  staffApi(restore.pharmacyRestorePoints, {}),
)

/** Puts a kept list back whole (the API keeps the list of now first); wants a recent proof. */
export const restorePharmacyList = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(restore.restorePharmacyList.params)))
  .handler(({ data }) => actionOutcome(() => staffApi(restore.restorePharmacyList, { params: data, body: {} })))
