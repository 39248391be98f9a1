import { useEffect, useMemo, useRef } from 'react';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

/**
 * Fresh recovery codes, shown this once (the server keeps only their hashes): to download or
 * print, then put away. Focus moves here so a screen reader reads them out at once.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const file = useMemo(() => {
    const text = `Recovery codes for the admin area. Each works once.\n\n${codes.join('\n')}\n`;
    return URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  }, [codes]);
  useEffect(() => () => URL.revokeObjectURL(file), [file]);

  return (
    <Card className="space-y-4">
      <h2
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-lg text-slate-900 focus:outline-none"
      >
        Your recovery codes
      </h2>
      <p className="text-slate-700 text-sm">
        Save them somewhere safe, away from your phone. If you lose the phone, each code signs you
        in once. They are shown only now.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 font-mono text-base sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-3 py-2 text-center tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2 print:hidden">
        <a
          href={file}
          download="recovery-codes.txt"
          className={buttonClass({ variant: 'secondary' })}
        >
          Download
        </a>
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </Card>
  );
}
