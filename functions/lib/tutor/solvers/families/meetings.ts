/**
 * Meetings and chases of two bodies, a module of its own just before motion (motion.ts), whose
 * kinematics would read one of the bodies alone: split from motion when the mathematics base every
 * message loads left motion no room (ADR 0095).
 */
import { meetingSolver } from '../meeting.ts';

export const solvers = [meetingSolver] as const;
