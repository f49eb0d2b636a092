import caughtUp from './caught-up.svg?no-inline';
import { Illustration, type IllustrationProps } from './index.tsx';
import results from './results.svg?no-inline';
import start from './start.svg?no-inline';
import success from './success.svg?no-inline';

/*
 * The drawings of the subscriber's moments: empty states, a plan bought, a simulator finished. A module
 * apart from index.tsx, which the entry imports for the error page: these reach only the lazy chunks of
 * the pages that show them, never the public pages' first load.
 */

/** A plan just bought: a flag planted on a stack of books. */
export const SuccessIllustration = (props: IllustrationProps) => <Illustration src={success} {...props} />;
/** A finished simulator: a clipboard of ticked answers, a score ring and a pencil. */
export const ResultsIllustration = (props: IllustrationProps) => <Illustration src={results} {...props} />;
/** Nothing due now: a ticked card and a clock for later. */
export const CaughtUpIllustration = (props: IllustrationProps) => <Illustration src={caughtUp} {...props} />;
/** Nothing yet: empty axes on graph paper and a pencil about to draw the first line. */
export const StartIllustration = (props: IllustrationProps) => <Illustration src={start} {...props} />;
