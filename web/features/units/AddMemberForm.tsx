import { UNIT_ROLES, unitMemberBody, type UnitMemberBody } from '../../../common/schemas/units.ts';
import { bindField } from '../../components/bind-field.ts';
import { InputField } from '../../components/InputField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { ApiError } from '../../foundation/api.ts';
import { errorText, serverMessage } from '../../foundation/error-text.ts';
import { liveTexts } from '../../i18n/language.ts';
import { unitsText } from '../../i18n/units.ts';
import { useAddMember } from './units-api.ts';

const t = liveTexts(() => unitsText.memberList.add);

type Values = { email: string; role: string };

/**
 * Adds a member by the email of their account, as admin or volunteer (PUT /api/units/{id}/members,
 * checked by the server's schema). An email with no account is said so under the email.
 */
export function AddMemberForm({ unitId }: { unitId: string }) {
  const add = useAddMember(unitId);
  const { register, handleSubmit, reset, setError, formState } = useZodForm<Values, UnitMemberBody>(
    unitMemberBody,
    { email: '', role: 'volunteer' },
  );
  const field = bindField('unit-member', register, formState.errors);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      toast.success(t.added(body.email));
      reset({ email: '', role: body.role });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404 && error.field === 'email') {
        setError('email', { message: t.noAccount }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.status === 400 && error.field === 'email') {
        setError('email', { message: serverMessage(error.message) }, { shouldFocus: true });
      } else {
        toast.error(errorText(error));
      }
    }
  });

  return (
    <form
      className="card unit-member-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="unit-member-heading"
      data-testid="add-member-form"
    >
      <h2 id="unit-member-heading">{t.heading}</h2>
      <p className="muted small">{t.hint}</p>
      <div className="unit-member-fields">
        <InputField
          label={t.email}
          type="email"
          inputMode="email"
          autoComplete="off"
          {...field('email')}
        />
        <SelectField
          label={t.role}
          placeholder={t.role}
          options={UNIT_ROLES.map((role) => ({ value: role, label: unitsText.roles[role] }))}
          {...field('role')}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t.adding : t.submit}
          </button>
        </div>
      </div>
    </form>
  );
}
