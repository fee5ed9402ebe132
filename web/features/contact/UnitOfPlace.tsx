import { useQuery } from '@tanstack/react-query';
import { answer, publicApi } from '../../foundation/api-client.ts';
import { contactTexts as t } from '../../i18n/contacts.ts';
import { digits, useLanguage } from '../../i18n/language.ts';
import type { LocationIds } from '../../shared/LocationSelects.tsx';

/** GET /api/unit-of-place (anyone, publicly cached): the unit covering a picked place, name and number only. */
export const publicUnitQuery = (place: LocationIds) => ({
  queryKey: ['units', 'public', place.divisionId, place.districtId, place.upazilaId] as const,
  queryFn: () =>
    answer(
      publicApi.GET('/api/unit-of-place', {
        params: {
          query: {
            districtId: Number(place.districtId),
            ...(place.divisionId ? { divisionId: Number(place.divisionId) } : {}),
            ...(place.upazilaId ? { upazilaId: Number(place.upazilaId) } : {}),
          },
        },
      }),
    ),
  staleTime: 60_000,
});

/**
 * The unit of the district (or upazila) the visitor picked, with its contact number: shown only
 * when the installation has several units and one covers the place (the server answers null
 * otherwise). Nothing until a district is picked.
 */
export function UnitOfPlace({ place }: { place: LocationIds }) {
  const language = useLanguage();
  const unit = useQuery({ ...publicUnitQuery(place), enabled: place.districtId !== null }).data
    ?.unit;
  if (!place.districtId || !unit) return null;
  const name = unit.name[language] || unit.name.bn;
  return (
    <aside className="unit-of-place card" aria-label={t.unit.heading} data-testid="unit-of-place">
      <p className="muted">{t.unit.heading}</p>
      <p className="unit-of-place-name">{name}</p>
      {unit.phone ? (
        <a
          className="btn btn-outline unit-of-place-call"
          href={`tel:${unit.phone}`}
          aria-label={t.unit.call(name, digits(unit.phone))}
        >
          {digits(unit.phone)}
        </a>
      ) : (
        <p className="muted">{t.unit.noPhone}</p>
      )}
    </aside>
  );
}
