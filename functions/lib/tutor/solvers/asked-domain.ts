/**
 * «Indique el dominio de la ecuación log x + log(x − 3) = 1», «¿Qué valores no puede tomar x?»: a
 * question about where an equation is defined, not about its solutions. A reply that states only a
 * solution («**Solución: x = 5**») answers another question, sure or not: the next solver (the domain
 * one), or none, gets the problem. A statement that also asks to solve is not this question.
 */
import { foldText } from '../text.ts';

// «el dominio», «los valores que x no puede tomar», «los valores excluidos», «dónde no está definida».
const ASKS_DOMAIN =
  /\bdominio\b|\bvalores?\b[^.?]*\bno (?:puede|pueden) (?:tomar|valer)\b|\bvalores? (?:excluidos|prohibidos|no permitidos)\b|\bno (?:esta|estan) definid[oa]s?\b/;

// «Resuelva», «resolver», «las soluciones», «las raíces», «halle x», «el conjunto solución»: solving asked too.
const ASKS_SOLVING =
  /\bresol\w*|\bresuelv\w*|\bsolucion(?:es)?\b|\braices\b|\bceros\b|\b(?:hall|calcul|determin|encontr|obten)\w*\s+(?:el valor de\s+)?x\b/;

// A domain said: «Dom f =», «Dominio …:», «x ≠ 1», an interval's infinity, ℝ, a set in braces or a bound.
const STATES_DOMAIN = /\bdom\w*|≠|\\neq|∞|\\infty|ℝ|\{|[<>≤≥]/i;

/** Whether a statement asks only where it is defined (its domain, the values x cannot take), not to solve. */
export function asksOnlyDomain(problem: string): boolean {
  const folded = foldText(problem);
  return ASKS_DOMAIN.test(folded) && !ASKS_SOLVING.test(folded);
}

/** Whether a reply's result lines answer a solving where only the domain (or the values left out) is asked. */
export function answersSolvingForDomain(problem: string, result: string): boolean {
  return asksOnlyDomain(problem) && /\bx\s*=/.test(result) && !STATES_DOMAIN.test(result);
}
