import type { UserRow } from '../../../common/schemas/users.ts';
import { isOwner } from '../../policy.ts';
import type { UserRecord } from '../../data/users.ts';

export const presentUser = (u: UserRecord, ownerId: string | null): UserRow => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  image: u.image,
  isOwner: isOwner(u, ownerId),
});
