import { Link } from '@tanstack/react-router'
import { profileLimits } from '~/api/contract/member-area-endpoints'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { focusFirstInvalid, useActionSubmit } from '~/components/form/use-action-submit'
import { useCheckedFields } from '~/components/form/use-checked-fields'
import { Button } from '~/components/ui/button'
import { useToastStore } from '~/components/ui/toast-store'
import { formatPhoneNumber } from '~/i18n/phone-number-format'
import { m } from '~/paraglide/messages'
import { changeMember } from '../member-calls'
import { birthdayDigits, type ProfileValues, profileBody, profileProblems } from '../profile-validation'
import { useRefreshMember } from '../use-refresh-member'
import { AddressFields } from './address-fields'

const idOf = (field: string) => `profile-${field}`

function initialValues(member: MemberInfo): ProfileValues {
  return {
    name: member.name,
    zipcode: member.zipcode ?? '',
    address1: member.address1 ?? '',
    address2: member.address2 ?? '',
    birthday: member.birthday ?? '',
  }
}

/** The member's profile: name, email and mobile (changed on their own screens), address, birthday. */
export function ProfileForm({ member }: { member: MemberInfo }) {
  const { values, errors, update, check, checkAll, textField, showRefusal } = useCheckedFields(
    () => initialValues(member),
    profileProblems,
  )
  const { failure, pending, alertRef, run } = useActionSubmit()
  const refreshMember = useRefreshMember()
  const notify = useToastStore((state) => state.notify)

  const text = (field: 'name' | 'birthday') => textField(field, idOf(field))

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (focusFirstInvalid(checkAll(), idOf)) return
    void run(
      () => changeMember('updateProfile', { body: profileBody(values) }),
      async (saved) => {
        await refreshMember(saved)
        notify('success', m.mypage_profile_saved())
      },
      showRefusal(idOf),
    )
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <FailureAlert message={failure} alertRef={alertRef} />
      <FormField {...text('name')} label={m.mypage_name_label()} type="text" autoComplete="name" maxLength={profileLimits.name} />
      <FormField
        id={idOf('email')}
        label={m.mypage_email_label()}
        type="email"
        autoComplete="email"
        value={member.email}
        readOnly
        required={false}
        error={undefined}
        onChange={() => {}}
        onBlur={() => {}}
      />
      <div>
        <p className="hint">{m.mypage_mobile_label()}</p>
        <p>
          <span data-testid="profile-mobile">{member.mobile ? formatPhoneNumber(member.mobile) : m.mypage_mobile_none()}</span>{' '}
          <Link to="/mypage/phone">{m.mypage_mobile_change()}</Link>
        </p>
      </div>
      <AddressFields
        idPrefix="profile"
        value={values}
        errors={errors}
        required={false}
        onChange={(address) => update({ ...values, ...address })}
        onBlur={check}
      />
      <FormField
        {...text('birthday')}
        label={m.mypage_birthday_label()}
        type="text"
        inputMode="numeric"
        autoComplete="bday"
        // Room for 1990-05-17 as typed or pasted: the dashes are dropped as it is typed (digits only, as the spec says).
        maxLength={10}
        onChange={(typed) => text('birthday').onChange(birthdayDigits(typed))}
        required={false}
        hint={m.mypage_birthday_hint()}
      />
      <div className="actions">
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? m.auth_submitting() : m.mypage_profile_save()}
        </Button>
      </div>
    </Form>
  )
}
