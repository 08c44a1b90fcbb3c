import { useState } from 'react';
import { texts } from '../text/text.js';

/**
 * A button that asks before it acts: the first click shows the question with a "yes" submit
 * button (the surrounding form does the work) and a cancel button.
 */
export function ConfirmStep({ button, question, yes, pending }: { readonly button: string; readonly question: string; readonly yes: string; readonly pending: boolean }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="secondary" onClick={() => setAsking(true)}>
        {button}
      </button>
    );
  return (
    <div className="row">
      <p role="alert" style={{ margin: 0 }}>
        {question}
      </p>
      <button type="submit" className="danger" disabled={pending}>
        {yes}
      </button>
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        {texts('common')('cancel')}
      </button>
    </div>
  );
}
