/**
 * Card names as players type them: case, accents, spaces and punctuation do not matter, so
 * `Kai'Sa, Survivor`, `kaisa survivor` and `KAI-SA SURVIVOR` are the same name.
 */

/** The comparable form of a name: lower-case letters and digits only, accents dropped. */
export function normalizeCardName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
