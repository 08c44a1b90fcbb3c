/**
 * A character somebody can see: not white space, not a control or format character (zero-width
 * space and joiners, direction marks) and not a combining mark on its own. A name without one
 * looks empty on a pairings board while it still tells players apart in the data.
 */
const visibleCharacter = /[^\p{White_Space}\p{Cc}\p{Cf}\p{M}\p{Zl}\p{Zp}\p{Zs}\p{Co}\p{Cn}]/u;

export function hasVisibleCharacter(text: string): boolean {
  return visibleCharacter.test(text);
}
