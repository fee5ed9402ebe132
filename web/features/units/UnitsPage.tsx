import { useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { unitsText as t } from '../../i18n/units.ts';
import { useAuth } from '../../shared/auth-context.ts';
import { requireStylesheet } from '../../shared/stylesheets.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { NewUnitForm } from './NewUnitForm.tsx';
import { parentChoices } from './unit-tree.ts';
import { UnitTree } from './UnitTree.tsx';
import { unitsQuery, useUnits } from './units-api.ts';

requireStylesheet(dashboardStylesheet);

/** The screen's first read (web/foundation/route-reads.ts). */
export const reads = () => [unitsQuery];

/**
 * The federation's units (decisions/056) for a super admin or a unit's admin: the tree they may
 * see (zones with their units indented under them), each with its donors and members, and the
 * New unit form. A super admin of a single community comes here to make the second unit.
 */
export function UnitsPage() {
  const auth = useAuth();
  const superAdmin = auth.role === 'superAdmin';
  const units = useUnits();
  const [creating, setCreating] = useState(false);
  const data = units.data;
  const canCreate =
    !!data && (superAdmin || parentChoices(data.units, data.mine, false).length > 0);

  return (
    <section className="units-page" data-testid="units-page">
      <PageTitle title={t.title} />
      <div className="units-head">
        <h1>{t.heading}</h1>
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
      <p className="muted">{t.intro}</p>
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
        <UnitTree units={data.units} mine={data.mine} />
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
    </section>
  );
}

export default UnitsPage;
