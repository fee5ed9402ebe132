import { avatarOf } from '../../shared/format.ts';

/** The gender avatar; a button that opens the profile when `onOpen` is given. */
export function DonorAvatar({
  gender,
  label,
  onOpen,
  size = 40,
}: {
  gender: string;
  label: string;
  onOpen?: () => void;
  size?: number;
}) {
  const img = <img src={avatarOf(gender)} alt="" width={size} height={size} className="avatar" />;
  if (!onOpen) return img;
  return (
    <button type="button" className="donor-avatar-btn" aria-label={label} onClick={onOpen}>
      {img}
    </button>
  );
}
