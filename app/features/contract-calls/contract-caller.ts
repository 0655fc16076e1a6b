import type { ActionOutcome } from '~/api/action-outcome'
import type { EndpointData, EndpointInput } from '~/api/contract/endpoint'
import type { ContractCall, EndpointTable } from './contract-call'

/** A dispatching server function as the page calls it, loaded on its first call (decision 11). */
type LoadServerFunction = () => Promise<(options: { data: ContractCall }) => Promise<unknown>>

/** A read through an audience's dispatcher: the endpoint by its name in the table, its input, its data. */
export type ContractRead<T extends EndpointTable> = <K extends keyof T & string>(
  endpoint: K,
  input: EndpointInput<T[K]>,
) => Promise<EndpointData<T[K]>>

/** A change through an audience's dispatcher: its data, or the API's refusal to show beside the form. */
export type ContractWrite<T extends EndpointTable> = <K extends keyof T & string>(
  endpoint: K,
  input: EndpointInput<T[K]>,
) => Promise<ActionOutcome<EndpointData<T[K]>>>

function dispatcher(load: LoadServerFunction) {
  return async (endpoint: string, input: ContractCall['input']) => (await load())({ data: { endpoint, input } })
}

/**
 * The typed caller of a dispatching server function (decision 119). The types come from the audience's table, imported
 * as types only, so that no schema reaches the browser for it; the server function's module loads on the first call.
 */
export const contractRead = <T extends EndpointTable>(load: LoadServerFunction) => dispatcher(load) as ContractRead<T>

/** As contractRead, for a dispatcher that answers an action's outcome. */
export const contractWrite = <T extends EndpointTable>(load: LoadServerFunction) => dispatcher(load) as ContractWrite<T>
