import { Fragment } from 'react';

/** A postal address, one line each, as the site settings keep it. */
export function AddressLines({ lines }: { lines: string[] }) {
  return (
    <span>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </span>
  );
}
