/**
 * The frozen v1.0 engine cites bare rule numbers ('561.1'): it was written before references
 * named their document (issue 22, requirement 3), and it must not change. Its answers reach
 * judges and clients through the API, where a bare '561.1' would be read against today's rules
 * and point at the wrong rule. These helpers prefix every rule reference it gives with
 * `CR 1.0`, at the seam, leaving its events (and so every stored hash) untouched.
 */
const DOCUMENT = 'CR 1.0';

export function citeCr10(ruleRef: string): string {
  return ruleRef.startsWith('CR ') || ruleRef.startsWith('TR ') ? ruleRef : `${DOCUMENT} ${ruleRef}`;
}

interface Cited {
  readonly ruleRef: string;
}

function cite<T extends Cited>(item: T): T {
  return { ...item, ruleRef: citeCr10(item.ruleRef) };
}

/** A refused apply/concede/removeSeat/terminate: its error names the document. */
export function citeRefusal<R extends { readonly ok: boolean }>(result: R): R {
  if (result.ok || !('error' in result)) return result;
  const refused = result as R & { readonly error: Cited; readonly deckViolations?: readonly (readonly Cited[])[] };
  return {
    ...refused,
    error: cite(refused.error),
    ...(refused.deckViolations ? { deckViolations: refused.deckViolations.map((list) => list.map(cite)) } : {}),
  };
}

export function citeViolations<V extends Cited>(violations: readonly V[]): readonly V[] {
  return violations.map(cite);
}
