/**
 * Throws and releases: a body released from a moving platform, a projectile thrown horizontally or at an
 * angle, a vertical throw from a height or past one. A module of its own, tried on its cue just before
 * motion (motion.ts), whose kinematics reads one straight path: split from motion when the readings of
 * the stages and the throws left motion's line no room under the chat's budget (ADR 0107).
 */
import { platformReleaseSolver } from '../platform-release.ts';
import { projectileSolver } from '../projectile.ts';
import { verticalThrowSolver } from '../vertical-throw.ts';

export const solvers = [platformReleaseSolver, projectileSolver, verticalThrowSolver] as const;
