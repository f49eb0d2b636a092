/**
 * A body said to stay put («permanece en reposo», «no desliza», «se lo deja quieto»), not one that starts
 * from rest: shared by Newton on a flat surface and the incline, in a module of its own so that neither
 * family loads the other's readings.
 */
export const AT_REST =
  /(?:esta|permanece|queda|se mantiene|se encuentra|se (?:lo |la )?deja|se coloca)(?: quiet[oa]| en (?:reposo|equilibrio))|no (?:se mueve|desliza|resbala)|sin deslizar/;
