import { DONATION_PLACE_TEXT_MAX } from '../../../common/schemas/donations.ts';
import { reportDonationBody, type ReportDonationBody } from '../../../common/schemas/donor-link.ts';
import { ApiError } from '../../foundation/api-client.ts';
import { serverMessage } from '../../foundation/error-text.ts';
import { useClock } from '../../foundation/use-clock.ts';
import { bindField } from '../../components/bind-field.ts';
import { FormSubmit } from '../../components/FormSubmit.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { DonationFields, type DonationFieldTexts } from '../../shared/DonationFields.tsx';
import { todayInBangladesh } from '../../../common/dates.ts';
import { linkFailure, useReportDonation } from './donor-link-api.ts';

interface Values {
  donatedAt: string;
  kind: string;
  place: string;
}

/** The donor's words for the shared donation fields, in the current language. */
const texts = (): DonationFieldTexts => ({
  date: t.report.date,
  kind: t.report.kind,
  kindPlaceholder: t.report.kind,
  place: t.report.place,
  placeHint: t.report.placeHint,
  kinds: t.kinds,
});
const FIELDS = ['donatedAt', 'kind', 'place'] as const;

/** "I donated on [date], [kind], [place]": written to the donor's history at once. */
export function ReportDonationForm({ token }: { token: string }) {
  const report = useReportDonation(token);
  const clock = useClock();
  const { register, handleSubmit, reset, setError, formState } = useZodForm<
    Values,
    ReportDonationBody
  >(reportDonationBody, { donatedAt: '', kind: 'whole_blood', place: '' });
  const field = bindField('report', register, formState.errors);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await report.mutateAsync(body);
      toast.success(t.report.saved);
      reset();
    } catch (error) {
      const name =
        error instanceof ApiError && error.status === 400
          ? FIELDS.find((f) => f === error.field)
          : undefined;
      if (name && error instanceof ApiError)
        setError(name, { message: serverMessage(error.message) }, { shouldFocus: true });
      else toast.error(linkFailure(error));
    }
  });

  return (
    <form
      className="card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="report-heading"
      data-testid="report-donation"
    >
      <h2 id="report-heading">{t.report.heading}</h2>
      <DonationFields
        field={field}
        texts={texts()}
        placeMaxLength={DONATION_PLACE_TEXT_MAX}
        maxDate={clock ? todayInBangladesh(clock) : undefined}
      />
      <FormSubmit
        label={t.report.submit}
        sendingLabel={t.report.sending}
        sending={formState.isSubmitting}
      />
    </form>
  );
}
