import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import {
  BLOOD_GROUP_LABELS,
  LEADER_BOARD_SIZE,
  LEADER_BOARD_TOP,
  NAME_CUT,
  type BloodGroup,
} from '../../../common/constants.ts';
import type { TopDonor } from '../../../common/schemas/donors.ts';
import { cutText } from '../../../common/text.ts';
import { answer, publicApi } from '../../foundation/api-client.ts';
import type { ScreenReads } from '../../foundation/route-reads.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import leaderboardStylesheet from './leaderboard.css?url';
import { currentLanguage, digits } from '../../i18n/language.ts';
import { requireStylesheet } from '../../shared/stylesheets.ts';
import { topDonorKeys } from '../../shared/query-keys/top-donors.ts';

requireStylesheet(leaderboardStylesheet);

const BADGES = [
  '/badge-gold.svg',
  '/badge-silver.svg',
  '/badge-bronze.svg',
  '/badge-red.svg',
  '/badge-red.svg',
];

function Entry({ donor, rank, top }: { donor: TopDonor; rank: number; top: boolean }) {
  return (
    <li className={top ? 'leader top' : 'leader'}>
      <span className="leader-rank" aria-label={`${t.leaderBoard.rank} ${digits(rank)}`}>
        {digits(rank)}
      </span>
      {top && <img className="leader-badge" src={BADGES[rank - 1]} alt="" width={36} height={36} />}
      <span className="leader-name" title={donor.name}>
        {cutText(donor.name, NAME_CUT)}
      </span>
      <span className="leader-group">
        {BLOOD_GROUP_LABELS[donor.bloodGroup as BloodGroup] ?? donor.bloodGroup}
      </span>
      <span className="leader-count">{t.leaderBoard.times(donor.donationCount)}</span>
    </li>
  );
}

/** The installation's board (its page preloads it: common/route-preloads.ts). */
export const topDonorsQuery = {
  queryKey: topDonorKeys.all,
  queryFn: () =>
    answer(publicApi.GET('/api/top-donor', { params: { query: { limit: LEADER_BOARD_SIZE } } })),
};

/** The live units with their donations: the unit picker, shown when there are several. */
export const unitTotalsQuery = {
  queryKey: topDonorKeys.unitTotals,
  queryFn: () => answer(publicApi.GET('/api/leaderboard/units')),
};

/** One unit's board (its donors and those of the units below it). */
export const unitBoardQuery = (unitId: string) => ({
  queryKey: topDonorKeys.unit(unitId),
  queryFn: () =>
    answer(publicApi.GET('/api/leaderboard/units/{id}', { params: { path: { id: unitId } } })),
});

const UNIT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The unit named by the address (`?unit=`), when it has a unit id's shape. */
function unitOf(search: URLSearchParams): string | null {
  const unit = search.get('unit');
  return unit && UNIT_ID.test(unit) ? unit : null;
}

/**
 * Which board to show: the whole installation's, or one unit's (in a federation; the address
 * keeps the choice, so a unit can share its board). A single community sees no picker.
 */
function UnitPicker({
  unitId,
  onChange,
}: {
  unitId: string | null;
  onChange: (id: string) => void;
}) {
  const id = useId();
  const totals = useQuery(unitTotalsQuery);
  const units = totals.data?.units ?? [];
  if (units.length < 2) return null;
  const english = currentLanguage() === 'en';
  return (
    <div className="field leader-unit" data-testid="leader-unit">
      <label htmlFor={id}>{t.leaderBoard.unit}</label>
      <select
        id={id}
        value={unitId ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{t.leaderBoard.allUnits}</option>
        {units.map((unit) => (
          <option key={unit._id} value={unit._id}>
            {(english && unit.nameEn.trim()) || unit.nameBn}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Leader Board (public): the top 5 with a badge, then ranks 6 to 20. */
export function LeaderBoardPage() {
  const [search, setSearch] = useSearchParams();
  const unitId = unitOf(search);
  const board = useQuery<TopDonor[]>(unitId ? unitBoardQuery(unitId) : topDonorsQuery);
  const donors = board.data ?? [];
  const top = donors.slice(0, LEADER_BOARD_TOP);
  const near = donors.slice(LEADER_BOARD_TOP, LEADER_BOARD_SIZE);

  return (
    <section className="page narrow leaderboard">
      <PageTitle title={t.titles.leaderBoard} />
      <h1>{t.leaderBoard.heading}</h1>
      <p className="muted">{t.leaderBoard.intro}</p>
      <UnitPicker
        unitId={unitId}
        onChange={(id) => setSearch(id ? { unit: id } : {}, { replace: true })}
      />
      {board.isLoading ? (
        <Spinner />
      ) : board.isError ? (
        <p role="alert">{t.leaderBoard.failed}</p>
      ) : donors.length === 0 ? (
        <p className="empty">{t.leaderBoard.empty}</p>
      ) : (
        <>
          <h2>{t.leaderBoard.top}</h2>
          <ol className="leaders" data-testid="top-positions">
            {top.map((d, i) => (
              <Entry key={i} donor={d} rank={i + 1} top />
            ))}
          </ol>
          {near.length > 0 && (
            <>
              <h2>{t.leaderBoard.near}</h2>
              <ol className="leaders" data-testid="near-positions">
                {near.map((d, i) => (
                  <Entry key={i} donor={d} rank={i + 1 + LEADER_BOARD_TOP} top={false} />
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </section>
  );
}

export default LeaderBoardPage;

/** The board the address names, and the units of the picker (foundation/route-reads.ts). */
export const reads: ScreenReads = ({ url }) => {
  const unitId = unitOf(url.searchParams);
  return [unitId ? unitBoardQuery(unitId) : topDonorsQuery, unitTotalsQuery];
};
