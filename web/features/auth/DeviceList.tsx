import type { DeviceRow } from '../../../common/schemas/sessions.ts';
import { errorText } from '../../foundation/error-text.ts';
import { toast } from '../../components/toast.tsx';
import { authText } from '../../i18n/auth.ts';
import { t } from '../../i18n/bn.ts';
import { useDevices, useSignOutDevice, useSignOutOtherDevices } from './profile-api.ts';
import { liveTexts } from '../../i18n/language.ts';
import { formatDateTime } from '../../shared/format.ts';

const text = liveTexts(() => authText.profile);

const deviceName = (d: DeviceRow) =>
  `${d.browser ?? text.unknownBrowser} · ${d.os ?? text.unknownOs}`;

/** The user's signed-in devices, this one first marked, each with its own sign-out. */
export function DeviceList() {
  const devices = useDevices();
  const signOutDevice = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const rows = [...(devices.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = rows.filter((d) => !d.current).length;

  const endOne = (device: DeviceRow) =>
    signOutDevice.mutate(device.id, {
      onSuccess: () => toast.success(text.signedOutDevice),
      onError: (error) => toast.error(errorText(error)),
    });
  const endOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: (result) => toast.success(text.signedOutOthers(result.deletedCount)),
      onError: (error) => toast.error(errorText(error)),
    });

  return (
    <section className="card profile-card" aria-labelledby="devices-heading">
      <h2 id="devices-heading">{text.devicesHeading}</h2>
      {devices.isLoading && <p className="muted">{t.common.loading}</p>}
      {devices.isError && <p className="field-error">{text.devicesFailed}</p>}
      <ul className="device-list">
        {rows.map((device) => (
          <li key={device.id} className="device" data-testid="device">
            <div className="device-text">
              <p className="device-name">
                {deviceName(device)}
                {device.current && <span className="device-current">{text.thisDevice}</span>}
              </p>
              <p className="muted small">{text.signedInAt(formatDateTime(device.signedInAt))}</p>
              <p className="muted small">{text.lastSeenAt(formatDateTime(device.lastSeenAt))}</p>
              <p className="muted small">
                {device.place ? text.place(device.place) : text.placeUnknown}
              </p>
            </div>
            {!device.current && (
              <button
                type="button"
                className="btn btn-outline"
                aria-label={text.signOutDeviceLabel(deviceName(device))}
                disabled={signOutDevice.isPending}
                onClick={() => endOne(device)}
              >
                {text.signOutDevice}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <button
          type="button"
          className="btn btn-dark"
          disabled={signOutOthers.isPending}
          onClick={endOthers}
        >
          {text.signOutOthers}
        </button>
      )}
    </section>
  );
}
