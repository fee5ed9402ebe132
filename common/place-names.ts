/**
 * Place names as people write them, matched to the official names of the geography (bd-geojs):
 * case, spaces, apostrophes, dots and dashes do not matter, nor the level's own word ("Dhaka
 * District", "সাভার উপজেলা") or "Sadar"/"সদর" when the name is unique without it, and the common
 * English (and Bengali) spellings below name the same place. One list, used by the spreadsheet
 * import, the API's place-name lookup (registration by clients of the original app) and any screen.
 */

/** Each line: the spellings of one name part; the first is the one the others are read as. Add lines here. */
export const PLACE_ALIASES: readonly (readonly string[])[] = [
  ['Chattogram', 'Chattagram', 'Chittagong', 'Chottogram', 'CTG'],
  ["Cox's Bazar", 'Coxsbazar', 'Cox Bazar', 'Coxbazar'],
  ['Cumilla', 'Comilla', 'Kumilla'],
  ['Barishal', 'Barisal'],
  ['Bogura', 'Bogra'],
  ['Jashore', 'Jessore', 'Josore'],
  ['Ukhia', 'Ukhiya'],
  ['Jhalokathi', 'Jhalakathi', 'Jhalokati', 'Jhalakati'],
  ['Moulvibazar', 'Maulvibazar', 'Moulvi Bazar'],
  ['Netrokona', 'Netrakona'],
  ['Khagrachhari', 'Khagrachari'],
  ['Chapainawabganj', 'Chapai Nawabganj', 'Nawabganj Chapai'],
  ['Brahmanbaria', 'B Baria', 'B.Baria'],
  ['Narsingdi', 'Narshingdi', 'Narsinghdi'],
  ['Lakshmipur', 'Laxmipur', 'Lakhsmipur'],
  ['Gazipur', 'Gajipur'],
  ['Habiganj', 'Hobiganj'],
  ['Kishoreganj', 'Kishorganj'],
  ['চট্টগ্রাম', 'চট্রগ্রাম'],
  ['নারায়ণগঞ্জ', 'নারায়নগঞ্জ'],
  ['কুমিল্লা', 'কুমিলা'],
  ['বরিশাল', 'বরিশাল'],
];

/** The level's own words, dropped from a name before it is compared. */
const LEVEL_WORDS =
  /\b(?:division|district|zila|zilla|upazila|upozila|upazilla|thana|union|parishad|municipality|pourashava|city corporation)\b|বিভাগ|জেলা|উপজেলা|থানা|ইউনিয়ন|পরিষদ/gu;
const SADAR = /\bsadar\b|সদর/gu;
/** Spaces and marks that people add or leave out ("Cox's Bazar", "Coxsbazar", "B.Baria"). */
const MARKS = /[\s'’`‘.,()[\]-]+/gu;

const squeeze = (text: string) =>
  text.normalize('NFC').toLowerCase().replace(LEVEL_WORDS, ' ').replace(MARKS, '');

/** Spellings as squeezed text → the first spelling squeezed; longest first so that a longer variant wins. */
const ALIASES: [string, string][] = PLACE_ALIASES.flatMap((line) => {
  const main = squeeze(line[0]!);
  return line.slice(1).map((variant) => [squeeze(variant), main] as [string, string]);
}).sort((a, b) => b[0].length - a[0].length);

function canonical(squeezed: string): string {
  let text = squeezed;
  for (const [variant, main] of ALIASES) {
    if (variant === main) continue;
    // Short spellings (ctg) only as the whole name; longer ones also inside one ("comillasadar").
    if (variant.length < 5 ? text === variant : text.includes(variant))
      text = text.split(variant).join(main);
  }
  return text;
}

/** The key a place name is compared by; `loose` also without "Sadar"/"সদর". */
export function placeKeys(name: string): { full: string; loose: string } {
  const lowered = name.normalize('NFC').toLowerCase();
  return {
    full: canonical(squeeze(lowered)),
    loose: canonical(squeeze(lowered.replace(SADAR, ' '))),
  };
}

export interface NamedPlace {
  id: number;
  name: string;
  bnName: string;
}

/** Places of one level under one parent, found by any way of writing their names. */
export class PlaceNameIndex {
  private readonly full = new Map<string, number[]>();
  private readonly loose = new Map<string, number[]>();

  constructor(readonly places: readonly NamedPlace[]) {
    for (const place of places) {
      for (const name of [place.name, place.bnName]) {
        const keys = placeKeys(name);
        add(this.full, keys.full, place.id);
        add(this.loose, keys.loose, place.id);
      }
    }
  }

  /** The ids a written name matches: exact keys first, then without "Sadar" (empty: none; more than one: ambiguous). */
  find(name: string): number[] {
    const keys = placeKeys(name);
    if (!keys.full) return [];
    return (
      this.full.get(keys.full) ?? this.loose.get(keys.loose) ?? this.loose.get(keys.full) ?? []
    );
  }

  /** The Bengali and English names of these places ("নাটাই (উত্তর) / Natai"), for telling same-named places apart. */
  namesOf(ids: number[]): string[] {
    return this.places.filter((p) => ids.includes(p.id)).map((p) => `${p.bnName} / ${p.name}`);
  }

  /** Up to `max` names close to one that matched nothing (a letter or two off, or the same start), in the text's script. */
  close(name: string, max = 3): string[] {
    const key = placeKeys(name).loose;
    if (!key) return [];
    const bengali = /[\u0980-\u09ff]/u.test(name);
    const scored = this.places
      .map((place) => {
        const shown = bengali ? place.bnName : place.name;
        const other = placeKeys(shown).loose;
        const distance = editDistance(key, other);
        const sameStart = other.startsWith(key.slice(0, 3)) && key.length >= 3;
        return { shown, distance: sameStart ? Math.min(distance, 2) : distance };
      })
      .filter((p) => p.distance <= Math.max(2, Math.floor(key.length / 3)))
      .sort((a, b) => a.distance - b.distance || a.shown.localeCompare(b.shown));
    return [...new Set(scored.map((p) => p.shown))].slice(0, max);
  }
}

function add(map: Map<string, number[]>, key: string, id: number) {
  if (!key) return;
  const ids = map.get(key);
  if (!ids) map.set(key, [id]);
  else if (!ids.includes(id)) ids.push(id);
}

/** Levenshtein distance (names are short: a few dozen letters). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_v, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}
