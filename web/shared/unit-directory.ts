import { useQuery } from '@tanstack/react-query';
import { answer, readApi } from '../foundation/api-client.ts';
import { currentLanguage } from '../i18n/language.ts';

/**
 * GET /api/unit-directory: every live unit's id and names (any admin). The pickers that hand a
 * request or a donor to another unit read it, and show themselves only when it holds more than
 * one unit (a single community never sees them).
 *
 * Never read while a page is drawn on the server: what it shows (a picker, a unit's tag, a Move
 * action) appears once the browser has read it, and a drawing's reads are its screens' declared
 * ones only (web/server-render.tsx refuses others).
 */
export const unitDirectoryKey = ['units', 'directory'] as const;

/** A unit's name drawn in by its depth below the shallowest listed (`top`), as every unit picker shows it. */
export const drawnIn = (depth: number, top = 1) => '— '.repeat(Math.max(0, depth - top));

export function useUnitDirectory(enabled = true) {
  const query = useQuery({
    queryKey: unitDirectoryKey,
    queryFn: () => answer(readApi.GET('/api/unit-directory')),
    staleTime: 5 * 60_000,
    enabled: enabled && !import.meta.env.SSR,
  });
  const units = query.data?.units ?? [];
  const language = currentLanguage();
  return {
    ...query,
    units,
    /** More than one live unit: the pickers show. */
    federation: units.length > 1,
    /** A unit's name in the screen's language (the id when it is not in the directory). */
    nameOf: (id: string | null | undefined) => {
      const unit = units.find((u) => u.id === id);
      return unit ? unit.name[language] : null;
    },
  };
}
