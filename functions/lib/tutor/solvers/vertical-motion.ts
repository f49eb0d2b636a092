/**
 * What the vertical throws (vertical-throw.ts) and the falls by seconds (falls.ts) share: how their
 * numbers show, the words for up and down, and their reply around a worked reading.
 */
import type { SolverReply } from './declaration.ts';
import { relation, tex } from './numbers.ts';
import { checkedReply, type Statement, type WorkedReading } from './physics.ts';

export const n = (value: number) => tex(value, 4);
export const eq = (value: number) => (relation(value, 4) === '=' ? '=' : '\\approx');
export const UP = /verticalmente hacia arriba|hacia arriba|para arriba|tiro vertical/;
// «¿Cuánto tarda en llegar a la mitad de su altura máxima?»: a part of the top, the vertical throw's.
export const PART_OF_THE_TOP =
  /\b(?:mitad|tercera parte|cuarta parte|un cuarto|tres cuartos)\b[^?]*(?:altura maxima|maxima altura|punto mas alto)/;
export const DOWN = /(?:lanza|arroja|tira)\w*[^.?]{0,40}\b(?:verticalmente )?hacia abajo\b/;

export function reply(s: Statement, worked: WorkedReading): SolverReply {
  return checkedReply(s, worked, {
    method: '¿Qué representa ese dato? Contámelo y lo resolvemos paso a paso.',
    closing: '¿Cambiaría el resultado si el cuerpo fuera el doble de pesado? Pensalo antes de responder.',
  });
}
