import { Link } from 'react-router';
import { unitsText as t } from '../../i18n/units.ts';
import { managesUnit, mayArchive, treeOrder, unitName } from './unit-tree.ts';
import type { Unit, UnitMembership } from './units-api.ts';

interface UnitTreeProps {
  units: readonly Unit[];
  mine: readonly UnitMembership[];
  superAdmin: boolean;
  /** The installation is one live unit: it is called the community, not a zone. */
  community: boolean;
  onEdit: (unit: Unit) => void;
  onArchive: (unit: Unit) => void;
}

/**
 * The units as a tree: one card per unit, each under its parent and drawn further in, with its
 * name in the reader's language, its donors and members, the caller's role in it, and the way to
 * its members; Edit for those who manage it, Archive for those who may archive it (an admin of a
 * unit above, or a super admin). An archived unit is marked so.
 */
export function UnitTree({ units, mine, superAdmin, community, onEdit, onArchive }: UnitTreeProps) {
  if (units.length === 0) return <p className="muted">{t.empty}</p>;
  const role = new Map(mine.map((m) => [m.unitId, m.role]));
  return (
    <ul
      className="unit-tree"
      aria-label={community ? t.community.tree : t.tree}
      data-testid="unit-tree"
    >
      {treeOrder(units).map(({ unit, level }) => {
        const name = unitName(unit);
        const own = role.get(unit.id);
        const editable = !unit.archived && managesUnit(units, mine, superAdmin, unit.id);
        const archivable = mayArchive(units, mine, superAdmin, unit);
        const kind = unit.depth > 1 ? t.unit : community ? t.community.kind : t.zone;
        return (
          <li
            key={unit.id}
            className={`card unit-card${unit.archived ? ' archived' : ''}`}
            style={{ '--unit-level': level } as React.CSSProperties}
            data-testid="unit-card"
            data-depth={unit.depth}
          >
            <div className="unit-card-main">
              <h2 className="unit-name">
                {name}
                <span className="unit-kind">{kind}</span>
                {unit.archived && <span className="unit-archived">{t.archived}</span>}
              </h2>
              <p className="unit-counts">
                <span>{t.donors(unit.donorCount)}</span>
                <span>{t.members(unit.memberCount)}</span>
              </p>
              {own && <p className="muted small">{t.yourRole(t.roles[own])}</p>}
            </div>
            <div className="unit-actions">
              <Link
                to={`/dashboard/units/${unit.id}`}
                className="btn btn-outline unit-members-link"
                aria-label={t.openMembersOf(name)}
              >
                {t.openMembers}
              </Link>
              {editable && (
                <button
                  type="button"
                  className="btn btn-outline"
                  aria-label={t.editOf(name)}
                  onClick={() => onEdit(unit)}
                >
                  {t.edit}
                </button>
              )}
              {archivable && (
                <button
                  type="button"
                  className="btn btn-outline unit-archive"
                  aria-label={t.archive.openOf(name)}
                  onClick={() => onArchive(unit)}
                >
                  {t.archive.open}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
