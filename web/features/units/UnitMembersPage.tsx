import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataList, type ListColumn } from '../../components/DataList.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { errorText } from '../../foundation/error-text.ts';
import { liveTexts } from '../../i18n/language.ts';
import { unitsText } from '../../i18n/units.ts';
import { useAuth } from '../../shared/auth-context.ts';
import { requireStylesheet } from '../../shared/stylesheets.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { AddMemberForm } from './AddMemberForm.tsx';
import { managesUnit, unitName } from './unit-tree.ts';
import {
  unitsQuery,
  useRemoveMember,
  useUnitMembers,
  useUnits,
  type UnitMember,
} from './units-api.ts';

requireStylesheet(dashboardStylesheet);

const t = liveTexts(() => unitsText.memberList);

/** The screen's first read: the tree (the unit's name); the members follow with the unit's id. */
export const reads = () => [unitsQuery];

/**
 * One unit's members (decisions/056): their names, emails and roles; a super admin or an admin of
 * the unit (or of one above it) adds someone by the email of their account, as admin or
 * volunteer, and removes a member after a confirmation.
 */
export function UnitMembersPage() {
  const { unitId = '' } = useParams();
  const auth = useAuth();
  const units = useUnits();
  const members = useUnitMembers(unitId);
  const remove = useRemoveMember(unitId);
  const [removing, setRemoving] = useState<UnitMember | null>(null);
  const unit = units.data?.units.find((u) => u.id === unitId);
  const canManage =
    !!units.data &&
    managesUnit(units.data.units, units.data.mine, auth.role === 'superAdmin', unitId);

  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.userId, {
      onSuccess: () => {
        toast.success(t.removed);
        setRemoving(null);
      },
      onError: (error) => {
        toast.error(errorText(error));
        setRemoving(null);
      },
    });

  const columns: ListColumn<UnitMember>[] = [
    { id: 'name', header: t.name, card: 'title', cell: (member) => member.name },
    { id: 'email', header: t.email, cell: (member) => member.email },
    { id: 'role', header: t.role, cell: (member) => unitsText.roles[member.role] },
    ...(canManage
      ? [
          {
            id: 'remove',
            header: t.action,
            card: 'actions' as const,
            cell: (member: UnitMember) => (
              <button
                type="button"
                className="btn btn-small btn-danger"
                aria-label={t.removeLabel(member.email)}
                onClick={() => setRemoving(member)}
              >
                {t.remove}
              </button>
            ),
          },
        ]
      : []),
  ];

  if (units.isLoading) return <Spinner />;
  const name = unit ? unitName(unit) : '';
  return (
    <section className="unit-members-page" data-testid="unit-members-page">
      <PageTitle title={unit ? t.heading(name) : t.title} />
      <p>
        <Link to="/dashboard/units" className="units-back" data-testid="units-back">
          ← {t.back}
        </Link>
      </p>
      {!unit ? (
        <>
          <h1>{t.title}</h1>
          <p role="alert">{t.notFound}</p>
        </>
      ) : (
        <>
          <h1>{t.heading(name)}</h1>
          {canManage && !unit.archived && <AddMemberForm unitId={unitId} />}
          <DataList
            label={t.heading(name)}
            testId="unit-members"
            columns={columns}
            rows={members.data?.members}
            rowKey={(member) => member.userId}
            emptyText={t.empty}
            query={members}
            pageSize={5}
          />
        </>
      )}
      <ConfirmDialog
        open={!!removing}
        title={t.removeTitle}
        detail={removing ? `${removing.name} (${removing.email})` : undefined}
        text={t.removeText}
        confirmLabel={t.remove}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

export default UnitMembersPage;
