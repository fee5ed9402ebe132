import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Modal } from '../../components/Modal.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { unitsText as t } from '../../i18n/units.ts';
import { useAuth } from '../../shared/auth-context.ts';
import { unitsView } from '../../shared/query-keys/units.ts';
import { requireStylesheet } from '../../shared/stylesheets.ts';
import { useUnitDirectory } from '../../shared/unit-directory.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { EditUnitForm } from './EditUnitForm.tsx';
import { NewUnitForm } from './NewUnitForm.tsx';
import { archiveRefusal } from './unit-refusal.ts';
import { parentChoices, unitName } from './unit-tree.ts';
import { UnitTree } from './UnitTree.tsx';
import { unitsQuery, useArchiveUnit, useUnits, type Unit, type UnitsAnswer } from './units-api.ts';

requireStylesheet(dashboardStylesheet);

/** The screen's first read (web/foundation/route-reads.ts). */
export const reads = () => [unitsQuery];

/**
 * Whether the installation is one live unit, so that the screen speaks of the community, not of a
 * tree: a super admin sees every unit; an admin's tree may be a part of a federation, so where it
 * looks like one unit the directory of every live unit decides (null until it has answered).
 */
function useSingleCommunity(data: UnitsAnswer | undefined, superAdmin: boolean): boolean {
  const looksFederated = !!data && unitsView(data).federation;
  const directory = useUnitDirectory(!!data && !superAdmin && !looksFederated);
  if (!data) return false;
  if (superAdmin) return data.units.filter((unit) => !unit.archived).length === 1;
  if (looksFederated) return false;
  return !!directory.data && !directory.federation;
}

/**
 * The federation's units (decisions/056) for a super admin or a unit's admin: the tree they may
 * see (zones with their units indented under them), each with its donors and members, the New
 * unit form, a unit's Edit form (names, number, places) and its Archive after a confirmation. A
 * super admin of a single community comes here to make the second unit; the screen then speaks of
 * "your community".
 */
export function UnitsPage() {
  const auth = useAuth();
  const superAdmin = auth.role === 'superAdmin';
  const units = useUnits();
  const archive = useArchiveUnit();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Unit | null>(null);
  const [archiving, setArchiving] = useState<Unit | null>(null);
  // The refusal is kept as the error and worded at each render (a language switch re-words it).
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);
  const data = units.data;
  const community = useSingleCommunity(data, superAdmin);
  const canCreate =
    !!data && (superAdmin || parentChoices(data.units, data.mine, false).length > 0);

  const closeArchive = () => {
    setArchiving(null);
    setRefusal(null);
  };
  const confirmArchive = () => {
    if (!archiving) return;
    const name = unitName(archiving);
    archive.mutate(archiving.id, {
      onSuccess: () => {
        toast.success(t.archive.done(name));
        closeArchive();
      },
      onError: (error) => setRefusal({ error }),
    });
  };

  return (
    <section className="units-page" data-testid="units-page">
      <PageTitle title={community ? t.community.heading : t.title} />
      <div className="units-head">
        <h1>{community ? t.community.heading : t.heading}</h1>
        {canCreate && (
          <button
            type="button"
            className="btn btn-primary units-new"
            data-testid="new-unit"
            onClick={() => setCreating(true)}
          >
            {t.newUnit}
          </button>
        )}
      </div>
      <p className="muted">{community ? t.community.intro : t.intro}</p>
      {units.isLoading ? (
        <Spinner />
      ) : units.isError || !data ? (
        <div className="card" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn btn-outline" onClick={() => void units.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : (
        <UnitTree
          units={data.units}
          mine={data.mine}
          superAdmin={superAdmin}
          community={community}
          onEdit={setEditing}
          onArchive={(unit) => {
            setRefusal(null);
            setArchiving(unit);
          }}
        />
      )}
      <Modal open={creating} title={t.form.title} onClose={() => setCreating(false)} wide>
        {data && (
          <NewUnitForm
            units={data.units}
            mine={data.mine}
            superAdmin={superAdmin}
            onDone={() => setCreating(false)}
          />
        )}
      </Modal>
      <Modal open={!!editing} title={t.form.editTitle} onClose={() => setEditing(null)} wide>
        {editing && (
          <EditUnitForm key={editing.id} unit={editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDialog
        open={!!archiving}
        title={t.archive.title}
        detail={archiving ? unitName(archiving) : undefined}
        text={t.archive.text}
        confirmLabel={t.archive.confirm}
        pending={archive.isPending}
        refusal={refusal && archiveRefusal(refusal.error)}
        onConfirm={confirmArchive}
        onCancel={closeArchive}
      />
    </section>
  );
}

export default UnitsPage;
