/**
 * Figures and solids: a fenced plot's area, plane figures (perimeters, areas, diagonals), regular
 * polygons (angles, diagonals, apothem) and solids (volumes, areas, how many fit). Tried on their cue
 * just before geometry and trigonometry (geometry.ts), split from it when its readings left its line
 * little room under the chat's budget (ADR 0111).
 */
import { compositeSolids } from '../composite-solids.ts';
import { fenceArea } from '../fence-area.ts';
import { planeFigures } from '../plane-figures.ts';
import { regularPolygons } from '../regular-polygons.ts';
import { solids } from '../solids.ts';

export const solvers = [fenceArea, planeFigures, regularPolygons, compositeSolids, solids] as const;
