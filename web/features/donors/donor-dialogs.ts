import { lazyDialog } from '../../components/lazy-dialog.tsx';

/**
 * The donor lists' dialogs, loaded when first opened rather than with the list (they carry the
 * form code, zod and react-hook-form, that reading a list does not need). Render one only while
 * it is open.
 */
export const DonorProfileModal = lazyDialog(() =>
  import('./DonorProfileModal.tsx').then((m) => m.DonorProfileModal),
);
export const EditDonorModal = lazyDialog(() =>
  import('./EditDonorModal.tsx').then((m) => m.EditDonorModal),
);
export const DonateModal = lazyDialog(() => import('./DonateModal.tsx').then((m) => m.DonateModal));
export const MoveDonorModal = lazyDialog(() =>
  import('./MoveDonorModal.tsx').then((m) => m.MoveDonorModal),
);
