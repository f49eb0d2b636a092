/**
 * Throws and releases: a body released from a moving platform, a projectile thrown horizontally or at an
 * angle. A module of its own, tried on its cue just before the vertical throws (vertical-throws.ts) and
 * motion (motion.ts), whose kinematics reads one straight path: split from motion when the readings of
 * the stages and the throws left motion's line no room under the chat's budget (ADR 0107), then from the
 * vertical throws for the same reason (ADR 0112). Two bodies that leave one point at different times
 * (staggered-throws.ts) are read first.
 */
import { platformReleaseSolver } from '../platform-release.ts';
import { projectileSolver } from '../projectile.ts';
import { staggeredThrowsSolver } from '../staggered-throws.ts';

export const solvers = [staggeredThrowsSolver, platformReleaseSolver, projectileSolver] as const;
