import { ownerClaimBody, type OwnerClaimBody } from '../../../common/schemas/owner.ts';
import { ApiError } from '../../foundation/api-client.ts';
import { errorText, serverMessage } from '../../foundation/error-text.ts';
import { bindField } from '../../components/bind-field.ts';
import { FormSubmit } from '../../components/FormSubmit.tsx';
import { InputField } from '../../components/InputField.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { authText } from '../../i18n/auth.ts';
import { useAuth } from '../../shared/auth-context.ts';
import { useClaimOwner } from './profile-api.ts';

interface Values {
  code: string;
  newPassword?: string;
}

/**
 * The owner code form, shown only to the account carrying the owner's address while nobody has
 * proven it. When the account has a password, a new one is required: whoever signed up first with
 * this address may know the old one.
 */
export function OwnerClaimCard({ needsNewPassword }: { needsNewPassword: boolean }) {
  const auth = useAuth();
  const claim = useClaimOwner();
  const { register, handleSubmit, setError, formState } = useZodForm<Values, OwnerClaimBody>(
    ownerClaimBody,
    {
      code: '',
    },
  );
  const field = bindField('owner', register, formState.errors);
  const text = authText.profile;

  const onSubmit = handleSubmit(async (body) => {
    if (needsNewPassword && !body.newPassword) {
      setError('newPassword', { message: 'Password is required' });
      return;
    }
    try {
      await claim.mutateAsync(body);
      toast.success(text.ownerDone);
      await auth.refresh();
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        (error.field === 'code' || error.field === 'newPassword')
      ) {
        setError(error.field, { message: serverMessage(error.message) });
      } else {
        toast.error(errorText(error));
      }
    }
  });

  return (
    <section className="card profile-card" aria-labelledby="owner-heading">
      <h2 id="owner-heading">{text.ownerHeading}</h2>
      <p className="muted">{text.ownerIntro}</p>
      <form noValidate onSubmit={onSubmit}>
        <InputField
          {...field('code')}
          label={text.ownerCode}
          autoComplete="one-time-code"
          maxLength={32}
        />
        {needsNewPassword && (
          <>
            <InputField
              {...field('newPassword')}
              label={text.newPassword}
              type="password"
              autoComplete="new-password"
            />
            <p className="muted small">{text.newPasswordHint}</p>
          </>
        )}
        <FormSubmit
          label={text.ownerSubmit}
          sendingLabel={authText.working}
          sending={formState.isSubmitting}
        />
      </form>
    </section>
  );
}
