import { styled } from '@linaria/react'
import { bareList } from '~/components/styles/resets'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'

const Products = styled.fieldset`
  border: 1px solid ${colors.border};
  border-radius: 8px;
  margin: 0;
  padding: 12px 16px;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  ul {
    display: grid;
    gap: 8px;
    grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
    ${bareList}
  }
  label {
    align-items: center;
    display: flex;
    gap: 8px;
    min-height: 32px;
  }
  input {
    height: 20px;
    width: 20px;
  }
`

/** The products a pharmacy sells, as checkboxes: what the finder's product filter finds it by. */
export function ProductsField({
  choices,
  value,
  onChange,
}: {
  choices: readonly { id: number; name: string }[]
  value: readonly number[]
  onChange: (productIds: number[]) => void
}) {
  return (
    <Products>
      <legend>{m.admin_pharmacy_products()}</legend>
      <ul>
        {choices.map((product) => (
          <li key={product.id}>
            <label>
              <input
                type="checkbox"
                checked={value.includes(product.id)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...value, product.id] : value.filter((id) => id !== product.id))
                }
              />
              {product.name}
            </label>
          </li>
        ))}
      </ul>
    </Products>
  )
}
