import { z } from 'zod';

/** DELETE /api/sessions/{id}: one of the caller's own sessions. */
export const sessionIdParam = z.object({
  id: z.string().trim().min(1, 'is required').max(64, 'is too long'),
});

/** One signed-in device of the caller, as the Profile page lists it. */
export const deviceRow = z.object({
  id: z.string(),
  /** Browser and system read from the user agent; null when it says nothing recognisable. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** ISO times: when this device signed in, and when it was last seen (token issued). */
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The network the device came from, masked (203.0.113.x); null when unknown. */
  place: z.string().nullable(),
  /** The device this request comes from. */
  current: z.boolean(),
});
export type DeviceRow = z.infer<typeof deviceRow>;
