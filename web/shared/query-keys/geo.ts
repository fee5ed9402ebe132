/** The places of the cascading selects (public, the same for everyone; kept long). */
export const geoKeys = {
  all: ['geo'] as const,
  divisions: ['geo', 'divisions'] as const,
  districts: (divisionId: string) => ['geo', 'districts', divisionId] as const,
  upazilas: (districtId: string) => ['geo', 'upazilas', districtId] as const,
  unions: (upazilaId: string) => ['geo', 'unions', upazilaId] as const,
  villages: (unionId: string) => ['geo', 'villages', unionId] as const,
};
