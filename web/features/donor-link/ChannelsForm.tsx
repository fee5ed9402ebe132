import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AlertChannel } from '../../../common/constants.ts';
import { channelsBody, type DonorLinkDonor } from '../../../common/schemas/donor-link.ts';
import { toast } from '../../components/toast.tsx';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { currentLanguage } from '../../i18n/language.ts';
import {
  linkFailure,
  useChannels,
  useDropPushSubscription,
  useSavePushSubscription,
} from './donor-link-api.ts';
import { PushError, pushSupported, subscribePush, unsubscribePush } from './push.ts';

interface Values {
  consent: boolean;
  sms: boolean;
  push: boolean;
}

interface Props {
  token: string;
  donor: DonorLinkDonor;
  pushPublicKey: string | null;
}

/**
 * What the donor receives: consent to be contacted, then SMS and/or notifications (nothing ticked:
 * nothing at all). Notifications need this phone's subscription, made with the server's VAPID key.
 */
export function ChannelsForm({ token, donor, pushPublicKey }: Props) {
  const channels = useChannels(token);
  const savePush = useSavePushSubscription(token);
  const dropPush = useDropPushSubscription(token);
  const [pushing, setPushing] = useState(false);
  const { register, handleSubmit, formState } = useForm<Values>({
    values: {
      consent: donor.contactConsent,
      sms: donor.channels.includes('sms'),
      push: donor.channels.includes('push'),
    },
  });
  const canPush = !!pushPublicKey && pushSupported();

  const onSubmit = handleSubmit(async (values) => {
    const chosen: AlertChannel[] = [];
    if (values.sms) chosen.push('sms');
    if (values.push) chosen.push('push');
    try {
      // Notifications chosen on a phone not yet subscribed: subscribe it first.
      if (values.push && !donor.pushSubscribed && pushPublicKey)
        await savePush.mutateAsync(await subscribePush(pushPublicKey));
      await channels.mutateAsync(
        channelsBody.parse({
          channels: chosen,
          language: currentLanguage(),
          contactConsent: values.consent,
        }),
      );
      toast.success(t.channels.saved);
    } catch (error) {
      toast.error(pushFailure(error));
    }
  });

  const turnOn = async () => {
    if (!pushPublicKey) return;
    setPushing(true);
    try {
      // The server adds notifications to the donor's channels with the subscription.
      await savePush.mutateAsync(await subscribePush(pushPublicKey));
      toast.success(t.channels.pushOnDone);
    } catch (error) {
      toast.error(pushFailure(error));
    } finally {
      setPushing(false);
    }
  };

  const turnOff = async () => {
    setPushing(true);
    try {
      // The server takes notifications off the donor's channels with the subscription.
      await unsubscribePush();
      await dropPush.mutateAsync();
    } catch (error) {
      toast.error(pushFailure(error));
    } finally {
      setPushing(false);
    }
  };

  return (
    <form
      className="card channels"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="channels-heading"
      data-testid="channels"
    >
      <h2 id="channels-heading">{t.channels.heading}</h2>
      <label className="check-row">
        <input type="checkbox" {...register('consent')} />
        <span>{t.channels.consent}</span>
      </label>
      <fieldset className="check-group">
        <legend className="visually-hidden">{t.channels.heading}</legend>
        <label className="check-row">
          <input type="checkbox" {...register('sms')} />
          <span>{t.channels.sms}</span>
        </label>
        <label className="check-row">
          <input
            type="checkbox"
            disabled={!canPush && !donor.channels.includes('push')}
            {...register('push')}
          />
          <span>{t.channels.push}</span>
        </label>
      </fieldset>
      <p className="muted small">{t.channels.none}</p>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {t.channels.save}
        </button>
      </div>
      <div className="push-row">
        {!pushPublicKey ? (
          <p className="muted small">{t.channels.pushUnavailable}</p>
        ) : !pushSupported() ? (
          <p className="muted small">{t.channels.pushUnsupported}</p>
        ) : donor.pushSubscribed ? (
          <>
            <p className="small" data-testid="push-on">
              {t.channels.pushSubscribed}
            </p>
            <button
              type="button"
              className="btn btn-outline"
              disabled={pushing}
              onClick={() => void turnOff()}
            >
              {t.channels.pushOff}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-outline"
            disabled={pushing}
            onClick={() => void turnOn()}
          >
            {t.channels.pushOn}
          </button>
        )}
      </div>
    </form>
  );
}

function pushFailure(error: unknown): string {
  if (error instanceof PushError)
    return error.reason === 'denied' ? t.channels.pushDenied : t.channels.pushUnsupported;
  return linkFailure(error);
}
