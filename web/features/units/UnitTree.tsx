import { Link } from 'react-router';
import { unitsText as t } from '../../i18n/units.ts';
import { treeOrder, unitName } from './unit-tree.ts';
import type { Unit, UnitMembership } from './units-api.ts';

/**
 * The units as a tree: one card per unit, each under its parent and drawn further in, with its
 * name in the reader's language, its donors and members, the caller's role in it, and the way to
 * its members. An archived unit is marked so.
 */
export function UnitTree({
  units,
  mine,
}: {
  units: readonly Unit[];
  mine: readonly UnitMembership[];
}) {
  if (units.length === 0) return <p className="muted">{t.empty}</p>;
  const role = new Map(mine.map((m) => [m.unitId, m.role]));
  return (
    <ul className="unit-tree" aria-label={t.tree} data-testid="unit-tree">
      {treeOrder(units).map(({ unit, level }) => {
        const name = unitName(unit);
        const own = role.get(unit.id);
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
                <span className="unit-kind">{unit.depth === 1 ? t.zone : t.unit}</span>
                {unit.archived && <span className="unit-archived">{t.archived}</span>}
              </h2>
              <p className="unit-counts">
                <span>{t.donors(unit.donorCount)}</span>
                <span>{t.members(unit.memberCount)}</span>
              </p>
              {own && <p className="muted small">{t.yourRole(t.roles[own])}</p>}
            </div>
            <Link
              to={`/dashboard/units/${unit.id}`}
              className="btn btn-outline unit-members-link"
              aria-label={t.openMembersOf(name)}
            >
              {t.openMembers}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
