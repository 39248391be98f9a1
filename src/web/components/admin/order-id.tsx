import { Fragment } from 'react';

/**
 * An order number that may wrap after its slashes on narrow screens. <wbr> rather than a
 * zero-width space: staff copy order numbers into searches, and <wbr> is not copied.
 */
export function OrderId({ value }: { value: string }) {
  const parts = value.split('/');
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never move.
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}
