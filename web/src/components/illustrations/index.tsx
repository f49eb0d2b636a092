import chemistry from './chemistry.svg?no-inline';
import error from './error.svg?no-inline';
import maths from './maths.svg?no-inline';
import physics from './physics.svg?no-inline';

/*
 * Line drawings for this product, decorative only. Each is an SVG file under assets/ shown by an
 * <img>: as inline JSX every drawing would add ~1 KB of gzip to the JavaScript of the page that
 * shows it, and the prerendered pages have less than that to spare. Files are cached for a year.
 */

export interface IllustrationProps {
  /** Displayed width in pixels; the height keeps the drawings' 4:3. */
  width?: number;
  className?: string;
}

export function Illustration({ src, width = 200, className }: IllustrationProps & { src: string }) {
  return (
    <img
      className={className ? `illustration ${className}` : 'illustration'}
      src={src}
      alt=""
      aria-hidden="true"
      width={width}
      height={(width * 3) / 4}
      loading="lazy"
      decoding="async"
    />
  );
}

/** Maths: a parabola on graph paper and a compass. */
export const MathsIllustration = (props: IllustrationProps) => <Illustration src={maths} {...props} />;
/** Physics: a block on an inclined plane with its forces. */
export const PhysicsIllustration = (props: IllustrationProps) => <Illustration src={physics} {...props} />;
/** Chemistry: a flask and a molecule. */
export const ChemistryIllustration = (props: IllustrationProps) => (
  <Illustration src={chemistry} {...props} />
);
/** Something went wrong or is not there: a route that ends in a cross, under a magnifier. */
export const ErrorIllustration = (props: IllustrationProps) => <Illustration src={error} {...props} />;
