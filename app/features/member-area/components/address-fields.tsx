import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { profileLimits } from '~/api/contract/member-area-endpoints'
import { FormField } from '~/components/form/form-field'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { addressSearchQuery } from '../member-area-queries'

export interface AddressValues {
  zipcode: string
  address1: string
  address2: string
}

interface AddressFieldsProps {
  idPrefix: string
  value: AddressValues
  errors: Partial<Record<keyof AddressValues, string>>
  required: boolean
  onChange: (value: AddressValues) => void
  onBlur: (field: keyof AddressValues) => void
}

/**
 * Postal code and address, with the Kakao postcode search (when ADDRESS_SEARCH is on) loaded on the first click. The
 * fields stay editable: when the search cannot load, the member is told so and types the address.
 */
export function AddressFields({ idPrefix, value, errors, required, onChange, onBlur }: AddressFieldsProps) {
  const { data: search } = useSuspenseQuery(addressSearchQuery())
  const [searchProblem, setSearchProblem] = useState<string>()
  const set = (field: keyof AddressValues) => (text: string) => onChange({ ...value, [field]: text })

  async function findAddress() {
    setSearchProblem(undefined)
    try {
      const { searchAddress } = await import('../postcode-search')
      const found = await searchAddress()
      if (found) {
        onChange({ ...value, zipcode: found.zipcode, address1: found.address })
        document.getElementById(`${idPrefix}-address2`)?.focus()
      }
    } catch {
      setSearchProblem(m.mypage_find_address_unavailable())
      document.getElementById(`${idPrefix}-zipcode`)?.focus()
    }
  }

  return (
    <>
      <div className="pair">
        <FormField
          id={`${idPrefix}-zipcode`}
          label={m.mypage_zipcode_label()}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required={required}
          value={value.zipcode}
          error={errors.zipcode}
          onChange={set('zipcode')}
          onBlur={() => onBlur('zipcode')}
        />
        {search.enabled ? (
          <div className="actions">
            <Button type="button" data-variant="secondary" onClick={findAddress}>
              {m.mypage_find_address()}
            </Button>
          </div>
        ) : null}
      </div>
      {searchProblem ? (
        <p className="error" role="status">
          {searchProblem}
        </p>
      ) : null}
      <FormField
        id={`${idPrefix}-address1`}
        label={m.mypage_address1_label()}
        type="text"
        autoComplete="address-line1"
        maxLength={profileLimits.address}
        required={required}
        value={value.address1}
        error={errors.address1}
        onChange={set('address1')}
        onBlur={() => onBlur('address1')}
      />
      <FormField
        id={`${idPrefix}-address2`}
        label={m.mypage_address2_label()}
        type="text"
        autoComplete="address-line2"
        maxLength={profileLimits.address}
        required={false}
        value={value.address2}
        error={errors.address2}
        onChange={set('address2')}
        onBlur={() => onBlur('address2')}
      />
    </>
  )
}
