import { useState } from 'react';

interface RecoveryCodesProps {
  codes: string[];
  onDone(): void;
}

/**
 * The ten recovery codes, shown this once: to copy or download, then put somewhere safe. The
 * server keeps only their hashes, so nothing can show them again.
 */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`Recovery codes for the school website (each works once)\n\n${text}\n`], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'recovery-codes.txt' });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <section className="ui-second-factor-codes" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">Your recovery codes</h2>
      <p>
        Keep these codes somewhere safe, away from your phone. If you lose your phone, each code signs you in once instead of a code from the app. They are
        shown only now.
      </p>
      <ul className="ui-second-factor-code-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="ui-second-factor-actions">
        <button type="button" className="ui-button" onClick={() => void copy()}>
          Copy codes
        </button>
        <button type="button" className="ui-button" onClick={download}>
          Download codes
        </button>
        <button type="button" className="ui-button ui-button-primary" onClick={onDone}>
          I have kept my codes
        </button>
      </div>
      <p role="status">{copied === 'yes' ? 'Codes copied.' : copied === 'no' ? 'The browser did not allow copying: download the codes or write them down.' : ''}</p>
    </section>
  );
}
