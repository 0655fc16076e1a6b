import { controlLook } from '~/components/form/control-look'
import { invalidControl } from '~/components/form/invalid-control'
import { colors } from '~/components/styles/theme'

// A fragment in a module of its own, without styled components: a page's styles that interpolate it make Linaria
// evaluate this module only, never a module of styled components that the bundle transforms at the same time.

/** The inputs of the editor's form (text, date, number, select, textarea) in one look. */
export const editorInputs = `
  input[type='text'],
  input[type='url'],
  input[type='date'],
  input[type='datetime-local'],
  input[type='number'],
  input[type='search'],
  select,
  textarea {
    ${controlLook}
    padding: 8px 10px;
    width: 100%;
  }
  textarea {
    min-height: 96px;
    resize: vertical;
  }
  ${invalidControl}
  .field-error {
    color: ${colors.error};
    font-size: 14px;
    margin: 0;
  }
`
